<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name />
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="186" />
        <source>works with the tools; asks before changes</source>
        <translation>使用工具工作；更改前先询问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="187" />
        <source>reads only, then proposes a plan</source>
        <translation>只读，然后提出计划</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="188" />
        <source>talks; no tools</source>
        <translation>仅对话；不用工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="190" />
        <source>a profile</source>
        <translation>一个智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="194" />
        <source>{folder} brings skills of its own</source>
        <translation>{folder} 自带技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26" />
        <source>Pinned</source>
        <translation>已置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30" />
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32" />
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53" />
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34" />
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36" />
        <source>Previous 30 days</source>
        <translation>过去 30 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38" />
        <source>{month} {year}</source>
        <translation>{year}年{month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48" />
        <source>now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50" />
        <source>{n} min</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="51" />
        <source>{n} h</source>
        <translation>{n} 小时</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="58" />
        <source>{day} {month}</source>
        <translation>{month}{day}日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="59" />
        <source>{day} {month} {year}</source>
        <translation>{year}年{month}{day}日</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33" />
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34" />
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46" />
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35" />
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39" />
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41" />
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42" />
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50" />
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>重新启动 Desktop Agent 后才会切换语言。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52" />
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>更改立即生效；点“取消”可还原。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56" />
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57" />
        <source>Font size:</source>
        <translation>字号：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59" />
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76" />
        <source>Approve {tool}?</source>
        <translation>批准 {tool}？</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82" />
        <source>{tool} wants to run</source>
        <translation>{tool} 请求运行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83" />
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88" />
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99" />
        <source>a built-in tool</source>
        <translation>内置工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101" />
        <source>a tool from the MCP server “{server}”</source>
        <translation>来自 MCP 服务器“{server}”的工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104" />
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>由 {model} 请求 · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105" />
        <source>the model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108" />
        <source>Why it asks</source>
        <translation>请求原因</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114" />
        <source>Why this always asks</source>
        <translation>为何总是询问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119" />
        <source>What will run</source>
        <translation>将运行的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121" />
        <source>How the tool changed</source>
        <translation>工具有何变化</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123" />
        <source>Tool changed since you approved it</source>
        <translation>工具在你批准后已更改</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125" />
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133" />
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128" />
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136" />
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138" />
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142" />
        <source>Only calls like</source>
        <translation>仅限类似调用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143" />
        <source>every call of this tool</source>
        <translation>此工具的所有调用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146" />
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>用于“此会话”和“始终”：仅匹配此模式的调用（路径通配符如 src/**，命令如 git log *，或主机名）。留空表示此工具的所有调用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150" />
        <source>in every folder</source>
        <translation>所有文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151" />
        <source>Always approve in every folder</source>
        <translation>在所有文件夹中始终批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153" />
        <source>Only calls like:</source>
        <translation>仅限类似调用：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158" />
        <source>Note to the model if you deny (optional)</source>
        <translation>拒绝时给模型的备注（可选）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159" />
        <source>Note to the model</source>
        <translation>给模型的备注</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163" />
        <source>&amp;Approve once</source>
        <translation>批准一次(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164" />
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165" />
        <source>For this &amp;session</source>
        <translation>此会话内(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166" />
        <source>Approve for this session</source>
        <translation>在此会话中批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167" />
        <source>A&amp;lways</source>
        <translation>始终(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168" />
        <source>Always approve</source>
        <translation>始终批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169" />
        <source>&amp;Deny</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170" />
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183" />
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>已保存，但类似调用仍会询问：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188" />
        <source>Low risk</source>
        <translation>低风险</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189" />
        <source>Medium risk</source>
        <translation>中风险</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190" />
        <source>High risk</source>
        <translation>高风险</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="199" />
        <location filename="../../desktop_agent/ui/chat_document.py" line="206" />
        <source>Open link</source>
        <translation>打开链接</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="200" />
        <source>Open this address in your browser?</source>
        <translation>在浏览器中打开此地址？</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="244" />
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>输入 {inp:,} token · 输出 {out:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="248" />
        <source> · {n:,} from cache</source>
        <translation> · 缓存命中 {n:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="260" />
        <source>Copied to the clipboard</source>
        <translation>已复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="472" />
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="475" />
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="549" />
        <source>Thought for a moment</source>
        <translation>思考了片刻</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="551" />
        <source>Thought for {s:.0f} s</source>
        <translation>思考了 {s:.0f} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="553" />
        <source>Thoughts</source>
        <translation>思考过程</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="640" />
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="640" />
        <source>Ended by an error</source>
        <translation>因错误结束</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="666" />
        <source>  from {server}</source>
        <translation>  来自 {server}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="677" />
        <source>Review…</source>
        <translation>审核…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="686" />
        <source>Result ({n:,} lines)</source>
        <translation>结果（{n:,} 行）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="686" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="690" />
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="696" />
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… 还有 {n:,} 行（“复制”可获取全部）</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28" />
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>已撤销摘要：之前的 {n} 条消息将再次完整发送给模型。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32" />
        <source>Earlier conversation summarised</source>
        <translation>之前的对话已总结为摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34" />
        <source>Earlier conversation summarised on request</source>
        <translation>之前的对话已按要求总结为摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36" />
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} 条消息，约 {before} → {after} token。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84" />
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86" />
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88" />
        <source>Show summary</source>
        <translation>查看摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27" />
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79" />
        <source>Jump to latest</source>
        <translation>跳到最新</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28" />
        <source>Jump to the newest message (End)</source>
        <translation>跳到最新消息（End）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73" />
        <source>{n} new messages</source>
        <translation>{n} 条新消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75" />
        <source>1 new message</source>
        <translation>1 条新消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="55" />
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="149" />
        <source>The preview opened in your browser</source>
        <translation>预览已在浏览器中打开</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="151" />
        <source>No browser could open {path}</source>
        <translation>没有可打开 {path} 的浏览器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="220" />
        <source>Show earlier messages ({n:,})</source>
        <translation>显示更早的消息（{n:,}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="230" />
        <source>Show newer messages ({n:,})</source>
        <translation>显示更新的消息（{n:,}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="370" />
        <source>Previous version</source>
        <translation>上一版本</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="373" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="393" />
        <source>Next version</source>
        <translation>下一版本</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="386" />
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="388" />
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="395" />
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="479" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="511" />
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="452" />
        <source>Answering with the skill @{name}.</source>
        <translation>正在使用技能 @{name} 回答。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="479" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="485" />
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} {delay:.0f} 秒后重试（第 {n} 次，共 {most} 次）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="503" />
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="508" />
        <source>Build this plan</source>
        <translation>执行此计划</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="509" />
        <source>The plan is ready.</source>
        <translation>计划已就绪。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="537" />
        <source>Waiting for the first word… {s} s</source>
        <translation>等待第一个字… {s} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="538" />
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>正在读取对话… {pct} %（共 {total} token）· {s} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="563" />
        <source>Open settings</source>
        <translation>打开设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="563" />
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16" />
        <source>Summarise what this folder's project does</source>
        <translation>总结这个文件夹里的项目是做什么的</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17" />
        <source>Find the TODO comments and list them by file</source>
        <translation>找出 TODO 注释，并按文件列出</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18" />
        <source>Explain the last error in the log and how to fix it</source>
        <translation>解释日志中最近的错误以及如何修复</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34" />
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37" />
        <source>Ask anything</source>
        <translation>有问题尽管问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45" />
        <source>Model and folder</source>
        <translation>模型和文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56" />
        <source>Put this request in the message box</source>
        <translation>将此请求填入消息框</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73" />
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  位于 {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="69" />
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="71" />
        <source>waiting for your approval</source>
        <translation>等待你的批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="73" />
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="75" />
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="77" />
        <source>error</source>
        <translation>出错</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="79" />
        <source>denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="81" />
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="31" />
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="39" />
        <source>Something went wrong. Your conversations are saved.

You can keep working. If this keeps happening, restart Desktop Agent. The details below help to find the cause; API keys are left out of them.</source>
        <translation>出了点问题。你的对话已保存。

你可以继续工作。如果问题反复出现，请重启 Desktop Agent。下面的详细信息有助于查找原因，其中不含 API 密钥。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53" />
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105" />
        <source>Show details</source>
        <translation>显示详细信息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56" />
        <source>Copy details</source>
        <translation>复制详细信息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92" />
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99" />
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>（目前已有 %n 个错误）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105" />
        <source>Hide details</source>
        <translation>隐藏详细信息</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23" />
        <location filename="../../desktop_agent/ui/find_bar.py" line="25" />
        <location filename="../../desktop_agent/ui/find_bar.py" line="26" />
        <source>Find in conversation</source>
        <translation>在对话中查找</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29" />
        <source>Matches</source>
        <translation>匹配项</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32" />
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35" />
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37" />
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138" />
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142" />
        <source>{n} of {m}</source>
        <translation>{n}/{m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="48" />
        <source>Instructions for this session</source>
        <translation>此会话的指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="52" />
        <source>Sent with every message of this session, after the profile's instructions. For example: the language to answer in, the project's conventions, what to leave alone.</source>
        <translation>随此会话的每条消息发送，位于智能体配置的指令之后。例如：回答使用的语言、项目的约定、不要改动的内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="58" />
        <source>Session instructions</source>
        <translation>会话指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59" />
        <source>Answer in British English. Keep answers short.</source>
        <translation>用简体中文回答。回答尽量简短。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="62" />
        <source>What the model is sent</source>
        <translation>发送给模型的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="66" />
        <source>Prompt size</source>
        <translation>提示词大小</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="69" />
        <source>Instructions message</source>
        <translation>指令消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="73" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="81" />
        <source>What the model is sent with each message</source>
        <translation>每条消息发送给模型的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="107" />
        <source>{title} · about {n} tokens</source>
        <translation>{title} · 约 {n} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="113" />
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>工具（{count}）：{names} · 约 {n} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="117" />
        <source>No tools: this profile answers in words only.</source>
        <translation>无工具：此智能体配置只用文字回答。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="127" />
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>指令约 {system} token，工具约 {tools} token，另有目前对话约 {conversation} token（按每 token 四个字符估算）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="132" />
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>指令约 {system} token，工具约 {tools} token，尚未计入对话（按每 token 四个字符估算）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="137" />
        <source>The model takes {window}.</source>
        <translation>该模型的上下文窗口为 {window} token。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="139" />
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>其上下文窗口较小，因此使用精简版指令和工具说明。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="141" />
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>上次请求按服务商统计使用了 {n} 个输入 token。</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="174" />
        <source>API key for {provider}</source>
        <translation>{provider} 的 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="177" />
        <source>The key is stored in your system's keyring, never in the settings file.</source>
        <translation>密钥保存在系统密钥环中，绝不会写入设置文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="183" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="92" />
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93" />
        <source>Paste the API key</source>
        <translation>粘贴 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="95" />
        <source>Save key</source>
        <translation>保存密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96" />
        <source>Save the API key</source>
        <translation>保存 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="103" />
        <source>API key message</source>
        <translation>API 密钥消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="121" />
        <location filename="../../desktop_agent/ui/key_entry.py" line="149" />
        <source>Type or paste the key first.</source>
        <translation>请先输入或粘贴密钥。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="124" />
        <source>Saving the key…</source>
        <translation>正在保存密钥…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="143" />
        <source>The key is saved in your keyring.</source>
        <translation>密钥已保存到密钥环。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="155" />
        <source>The key is kept for this run only.</source>
        <translation>密钥仅在本次运行期间保留。</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="53" />
        <source>Keyring problem</source>
        <translation>密钥环问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="55" />
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;无法将密钥保存到密钥环&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="61" />
        <source>Keep for this run only</source>
        <translation>仅本次运行保留</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62" />
        <source>Keep the key for this run only</source>
        <translation>仅在本次运行期间保留密钥</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12" />
        <source>Set</source>
        <translation>已设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13" />
        <source>Set for this run</source>
        <translation>已设置（仅本次运行）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14" />
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15" />
        <source>Not set (keyring unavailable)</source>
        <translation>未设置（密钥环不可用）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22" />
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;解决方法：&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux：&lt;/b&gt;安装 GNOME Keyring（&lt;code&gt;gnome-keyring&lt;/code&gt;）或 KWallet，然后注销并重新登录，或在“密码和密钥”（Seahorse）中解锁密钥环。&lt;br&gt;&lt;b&gt;macOS：&lt;/b&gt;打开“钥匙串访问”，确认登录钥匙串已解锁。&lt;br&gt;&lt;b&gt;Windows：&lt;/b&gt;凭据管理器需要普通用户账户（而非来宾账户）。&lt;/p&gt;&lt;p&gt;你也可以选择&lt;b&gt;仅在本次运行期间&lt;/b&gt;保留密钥：密钥只保存在内存中，不会写入磁盘，退出应用后即被清除。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="66" />
        <source>Editing a sent message</source>
        <translation>正在编辑已发送的消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="70" />
        <source>Queued message</source>
        <translation>排队中的消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="76" />
        <source>Message input</source>
        <translation>消息输入框</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="77" />
        <source>Message Desktop Agent…</source>
        <translation>给 Desktop Agent 发消息…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="79" />
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Enter 发送，Shift+Enter 换行，↑ 编辑上一条消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="86" />
        <location filename="../../desktop_agent/ui/composer.py" line="87" />
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="88" />
        <location filename="../../desktop_agent/ui/composer.py" line="220" />
        <source>Send (Enter)</source>
        <translation>发送（Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89" />
        <location filename="../../desktop_agent/ui/composer.py" line="90" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="91" />
        <source>Stop (Esc)</source>
        <translation>停止（Esc）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96" />
        <source>Tools for this message</source>
        <translation>此消息的工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98" />
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>下一条消息的工具：选“自动”时，单纯的问候或致谢不带工具发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="103" />
        <source>Tools: auto</source>
        <translation>工具：自动</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="104" />
        <source>Tools: on</source>
        <translation>工具：开</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105" />
        <source>Tools: off</source>
        <translation>工具：关</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="205" />
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>正在编辑已发送的消息：按 Enter 重新发送，按 Esc 取消。其后的对话将保留为较早的版本。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="218" />
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>排队：本次回答结束后发送（Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="232" />
        <source>Queued — sends when this answer ends:</source>
        <translation>排队中 — 本次回答结束后发送：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="69" />
        <source>Still starting…</source>
        <translation>仍在启动…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="69" />
        <source>Try again in a moment.</source>
        <translation>请稍后再试。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="76" />
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="109" />
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="127" />
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Session</source>
        <translation>会话(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="296" />
        <source>Quit Desktop Agent?</source>
        <translation>退出 Desktop Agent？</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="297" />
        <source>An answer is still being written.</source>
        <translation>仍有一个回答正在生成。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="299" />
        <source>{n} answers are still being written.</source>
        <translation>仍有 {n} 个回答正在生成。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="303" />
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>退出会停止它们；已生成的内容会保留。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="304" />
        <source>Stop and quit</source>
        <translation>停止并退出</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="305" />
        <source>Keep working</source>
        <translation>继续工作</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="367" />
        <location filename="../../desktop_agent/ui/sidebar.py" line="29" />
        <location filename="../../desktop_agent/ui/sidebar.py" line="30" />
        <source>New session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="437" />
        <source>Send now</source>
        <translation>立即发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="438" />
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="439" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="459" />
        <source>Copied to the clipboard</source>
        <translation>已复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481" />
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31" />
        <source>New session (Ctrl+N)</source>
        <translation>新建会话（Ctrl+N）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33" />
        <source>Search sessions</source>
        <translation>搜索会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35" />
        <source>Search sessions (Ctrl+K)</source>
        <translation>搜索会话（Ctrl+K）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37" />
        <source>&amp;New session</source>
        <translation>新建会话(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39" />
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41" />
        <source>&amp;Usage…</source>
        <translation>用量(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44" />
        <source>&amp;Search sessions</source>
        <translation>搜索会话(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45" />
        <source>&amp;Find in conversation</source>
        <translation>在对话中查找(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48" />
        <source>&amp;Focus the message input</source>
        <translation>聚焦到消息输入框(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52" />
        <source>&amp;Edit the last message</source>
        <translation>编辑上一条消息(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56" />
        <source>&amp;Copy the last answer</source>
        <translation>复制上一条回答(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59" />
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61" />
        <source>&amp;Regenerate the last answer</source>
        <translation>重新生成上一条回答(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63" />
        <source>&amp;Next session</source>
        <translation>下一个会话(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67" />
        <source>&amp;Previous session</source>
        <translation>上一个会话(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71" />
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72" />
        <source>&amp;Compact now</source>
        <translation>立即压缩对话(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74" />
        <source>&amp;Permissions…</source>
        <translation>权限(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="77" />
        <source>&amp;About Desktop Agent</source>
        <translation>关于 Desktop Agent(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="83" />
        <source>About Desktop Agent</source>
        <translation>关于 Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="84" />
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;与能够在你电脑上执行操作的模型对话，一切操作需经你批准。你的历史记录保存在本机；你的密钥保存在系统密钥环中。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="82" />
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="83" />
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="84" />
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="85" />
        <location filename="../../desktop_agent/ui/mcp_page.py" line="229" />
        <source>Disable</source>
        <translation>停用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86" />
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88" />
        <source>Import from Claude Desktop</source>
        <translation>从 Claude Desktop 导入</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91" />
        <source>Choose a file…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="114" />
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="115" />
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="213" />
        <source>No MCP servers yet. Add one, or import Claude Desktop's.</source>
        <translation>还没有 MCP 服务器。添加一个，或导入 Claude Desktop 的配置。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="229" />
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242" />
        <source>(nothing on stderr yet)</source>
        <translation>（stderr 暂无输出）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="300" />
        <source>Starting {name}…</source>
        <translation>正在启动 {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="356" />
        <source>Import MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
</context>
<context>
    <name>MentionMenu</name>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="92" />
        <source>Profiles and skills</source>
        <translation>智能体配置和技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="120" />
        <source>Use this folder's skills</source>
        <translation>使用此文件夹的技能</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="36" />
        <source>Permissions</source>
        <translation>权限</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="42" />
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>你保存的批准。撤销后，下次同类调用会再次询问。settings.json 中的规则不在此列出。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="48" />
        <source>Only this session's approvals and those that always hold</source>
        <translation>仅显示此会话的批准及始终有效的批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49" />
        <source>Only this session</source>
        <translation>仅此会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="55" />
        <source>Saved approvals</source>
        <translation>已保存的批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="65" />
        <source>&amp;Revoke</source>
        <translation>撤销(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66" />
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="98" />
        <source>No saved approvals.</source>
        <translation>没有已保存的批准。</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50" />
        <source>Agent profiles</source>
        <translation>智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51" />
        <source>Add profile…</source>
        <translation>添加智能体配置…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52" />
        <source>Add a profile</source>
        <translation>添加智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53" />
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54" />
        <source>Remove this profile</source>
        <translation>移除此智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63" />
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66" />
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67" />
        <source>All tools (asks before changes)</source>
        <translation>所有工具（更改前询问）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68" />
        <source>Read-only tools</source>
        <translation>只读工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69" />
        <source>No tools</source>
        <translation>无工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71" />
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72" />
        <source>The model's default</source>
        <translation>模型默认值</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73" />
        <source>Temperature problem</source>
        <translation>温度问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77" />
        <source>Maximum tokens per answer</source>
        <translation>每次回答的最大 token 数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78" />
        <source>Let the model think before answering (when it can)</source>
        <translation>让模型先思考再回答（若支持）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="79" />
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="83" />
        <source>Thinking budget in tokens</source>
        <translation>思考预算（token）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="86" />
        <source>Step cap</source>
        <translation>步数上限</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87" />
        <source>The most model calls one message may lead to</source>
        <translation>一条消息最多可引发的模型调用次数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="91" />
        <source>System prompt:</source>
        <translation>系统提示词：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92" />
        <source>Tools:</source>
        <translation>工具：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93" />
        <source>Temperature:</source>
        <translation>温度：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="95" />
        <source>Max tokens:</source>
        <translation>最大 token：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="97" />
        <source>Thinking budget:</source>
        <translation>思考预算：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98" />
        <source>Step cap:</source>
        <translation>步数上限：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99" />
        <source>Send greetings and thank-yous without tools</source>
        <translation>问候和致谢不带工具发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="102" />
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye ("hi", "thanks!", "great, thank you"); "ok", "yes" or "go ahead" always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer's Tools switch decides per message.</source>
        <translation>仅适用于只包含问候、致谢或道别的消息（如“hi”“thanks!”“great, thank you”）；“ok”“yes”或“go ahead”始终保留工具。这样更快、更省钱，对本机运行的模型尤其明显。输入框的“工具”开关可逐条消息决定。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="107" />
        <source>Small talk without tools</source>
        <translation>闲聊不使用工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="125" />
        <source>{name} (custom)</source>
        <translation>{name}（自定义）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="168" />
        <source>Enter a number from 0 to 2, or leave it empty for the model's default.</source>
        <translation>请输入 0 到 2 之间的数字，或留空以使用模型默认值。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170" />
        <source>The temperature must be from 0 to 2.</source>
        <translation>温度必须在 0 到 2 之间。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="199" />
        <source>New profile</source>
        <translation>新建智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="199" />
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>名称（小写字母、数字、- 或 _）：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="208" />
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>请使用小写字母、数字、- 或 _（最多 40 个字符）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210" />
        <source>There is already a profile called {name}.</source>
        <translation>已存在名为 {name} 的智能体配置。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212" />
        <source>Fix the highlighted value first.</source>
        <translation>请先修正高亮显示的值。</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="50" />
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>请输入以 http:// 或 https:// 开头的完整地址，例如 http://127.0.0.1:8000/v1。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="55" />
        <source>The address must not contain spaces.</source>
        <translation>地址不能包含空格。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="94" />
        <source>Providers</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95" />
        <source>Add endpoint…</source>
        <translation>添加端点…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96" />
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>添加自定义的 OpenAI 兼容端点</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="121" />
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98" />
        <source>Remove this custom endpoint</source>
        <translation>移除此自定义端点</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="107" />
        <source>Endpoint name</source>
        <translation>端点名称</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108" />
        <source>Endpoint name problem</source>
        <translation>端点名称问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="110" />
        <source>Base URL</source>
        <translation>API 地址</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111" />
        <source>Base URL problem</source>
        <translation>API 地址问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="114" />
        <source>Provider's default model</source>
        <translation>服务商的默认模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="116" />
        <source>This endpoint needs an API key</source>
        <translation>此端点需要 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="118" />
        <source>API key status</source>
        <translation>API 密钥状态</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119" />
        <source>Set…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120" />
        <source>Set the API key</source>
        <translation>设置 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122" />
        <source>Remove the API key</source>
        <translation>移除 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="127" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="128" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="453" />
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="131" />
        <source>Connection test result</source>
        <translation>连接测试结果</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="136" />
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="138" />
        <source>Base URL:</source>
        <translation>API 地址：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="140" />
        <source>Default model:</source>
        <translation>默认模型：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="142" />
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="159" />
        <source>Use by default</source>
        <translation>默认使用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="161" />
        <source>Default provider</source>
        <translation>默认服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="164" />
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="166" />
        <source>Provider:</source>
        <translation>服务商：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167" />
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="169" />
        <source>Give up on a silent answer after</source>
        <translation>回答无响应多久后放弃</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="171" />
        <source>Silent answer limit, cloud providers</source>
        <translation>无响应时限，云服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="173" />
        <source>Silent answer limit, servers on this machine</source>
        <translation>无响应时限，本机服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="176" />
        <source>Cloud providers:</source>
        <translation>云服务商：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177" />
        <source>Servers on this machine:</source>
        <translation>本机服务器：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="179" />
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>本地模型读取较长的对话时，可能要几分钟才输出第一个字。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="218" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="241" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="334" />
        <source>{name} (custom)</source>
        <translation>{name}（自定义）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="344" />
        <source>My endpoint {n}</source>
        <translation>我的端点 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="384" />
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="388" />
        <source>Not set (not needed)</source>
        <translation>未设置（无需密钥）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="429" />
        <source>Enter the endpoint's address first.</source>
        <translation>请先输入端点的地址。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="438" />
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="440" />
        <source>Connecting to {url}…</source>
        <translation>正在连接 {url}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="457" />
        <source>Connected, but the server lists no models.</source>
        <translation>已连接，但服务器未列出任何模型。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="460" />
        <source>Connected: {count} models ({models}).</source>
        <translation>已连接：{count} 个模型（{models}）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="489" />
        <source>Give the endpoint a name.</source>
        <translation>请为端点命名。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="493" />
        <source>Enter the endpoint's address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>请输入端点的地址，例如 http://127.0.0.1:8000/v1。</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26" />
        <source>The assistant asks</source>
        <translation>助手提问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34" />
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49" />
        <source>Your answer</source>
        <translation>你的回答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51" />
        <source>Or type another answer…</source>
        <translation>或输入其他回答…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51" />
        <source>Your answer…</source>
        <translation>你的回答…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58" />
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59" />
        <source>Don't answer</source>
        <translation>不回答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60" />
        <source>&amp;Answer</source>
        <translation>回答(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61" />
        <source>Answer</source>
        <translation>回答</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52" />
        <source>Edit MCP server</source>
        <translation>编辑 MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52" />
        <source>Add MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61" />
        <source>Command (stdio)</source>
        <translation>命令（stdio）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61" />
        <source>URL (streamable HTTP)</source>
        <translation>URL（流式 HTTP）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63" />
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68" />
        <source>default (60 s)</source>
        <translation>默认（60 秒）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77" />
        <source>one argument per line</source>
        <translation>每行一个参数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83" />
        <source>Run it in the sandbox</source>
        <translation>在沙盒中运行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87" />
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent's own files are hidden from it.</source>
        <translation>服务器只能修改其工作文件夹和私有 /tmp 中的文件；你的凭据文件夹和 Desktop Agent 自身的文件对它不可见。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91" />
        <source>Let it use the network</source>
        <translation>允许访问网络</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104" />
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105" />
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106" />
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107" />
        <source>Working folder</source>
        <translation>工作文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111" />
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112" />
        <source>Headers</source>
        <translation>请求头</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131" />
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132" />
        <source>Call timeout</source>
        <translation>调用超时</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44" />
        <location filename="../../desktop_agent/ui/header.py" line="120" />
        <source>New session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45" />
        <source>Session title</source>
        <translation>会话标题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53" />
        <source>Agent profile</source>
        <translation>智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55" />
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>智能体可以做什么：build（读取和更改）、plan（只读）、chat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59" />
        <source>Provider and model</source>
        <translation>服务商和模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60" />
        <source>provider/model — pick one or type any model id</source>
        <translation>服务商/模型 — 从列表选择或输入任意模型 ID</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64" />
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65" />
        <source>The folder the agent's tools work in. Click to choose another.</source>
        <translation>智能体的工具在此文件夹中工作。点击可选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69" />
        <location filename="../../desktop_agent/ui/header.py" line="143" />
        <source>Instructions</source>
        <translation>指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70" />
        <source>Session instructions</source>
        <translation>会话指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74" />
        <source>Token usage</source>
        <translation>Token 用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75" />
        <location filename="../../desktop_agent/ui/header.py" line="184" />
        <source>Tokens used in this session, and how full the model's context was</source>
        <translation>此会话已用的 token，以及模型上下文的占用情况</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143" />
        <source>Instructions ✓</source>
        <translation>指令 ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146" />
        <source>This session's instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>此会话的指令：{start}
点击可编辑，或查看完整提示词。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149" />
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>为此会话设置专属指令，并查看发送给模型的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168" />
        <source>{n} tokens</source>
        <translation>{n} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173" />
        <source> · context {n} / {window}</source>
        <translation> · 上下文 {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178" />
        <source> · context {n}</source>
        <translation> · 上下文 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182" />
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>上下文即将占满：下次请求前会将较早的对话总结为摘要。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191" />
        <source>Choose the workspace folder</source>
        <translation>选择工作区文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208" />
        <source>Workspace: {path}
The folder the agent's tools work in. Click to choose another.</source>
        <translation>工作区：{path}
智能体的工具在此文件夹中工作。点击可选择其他文件夹。</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73" />
        <source>Pinned</source>
        <translation>已置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73" />
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74" />
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74" />
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75" />
        <source>Previous 30 days</source>
        <translation>过去 30 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75" />
        <source>now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76" />
        <source>{n} min</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76" />
        <source>{n} h</source>
        <translation>{n} 小时</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77" />
        <source>January</source>
        <translation>1月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77" />
        <source>February</source>
        <translation>2月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78" />
        <source>March</source>
        <translation>3月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78" />
        <source>April</source>
        <translation>4月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79" />
        <source>May</source>
        <translation>5月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79" />
        <source>June</source>
        <translation>6月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80" />
        <source>July</source>
        <translation>7月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80" />
        <source>August</source>
        <translation>8月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81" />
        <source>September</source>
        <translation>9月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81" />
        <source>October</source>
        <translation>10月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82" />
        <source>November</source>
        <translation>11月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82" />
        <source>December</source>
        <translation>12月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83" />
        <source>Mon</source>
        <translation>周一</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83" />
        <source>Tue</source>
        <translation>周二</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84" />
        <source>Wed</source>
        <translation>周三</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84" />
        <source>Thu</source>
        <translation>周四</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85" />
        <source>Fri</source>
        <translation>周五</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85" />
        <source>Sat</source>
        <translation>周六</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86" />
        <source>Sun</source>
        <translation>周日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87" />
        <source>Jan</source>
        <translation>1月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87" />
        <source>Feb</source>
        <translation>2月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88" />
        <source>Mar</source>
        <translation>3月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88" />
        <source>Apr</source>
        <translation>4月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89" />
        <source>Jun</source>
        <translation>6月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89" />
        <source>Jul</source>
        <translation>7月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90" />
        <source>Aug</source>
        <translation>8月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90" />
        <source>Sep</source>
        <translation>9月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91" />
        <source>Oct</source>
        <translation>10月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91" />
        <source>Nov</source>
        <translation>11月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92" />
        <source>Dec</source>
        <translation>12月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="93" />
        <source>{day} {month}</source>
        <translation>{month}{day}日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="94" />
        <source>{day} {month} {year}</source>
        <translation>{year}年{month}{day}日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="95" />
        <source>{month} {year}</source>
        <translation>{year}年{month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386" />
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388" />
        <source>Unpin</source>
        <translation>取消置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390" />
        <source>Pin</source>
        <translation>置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393" />
        <source>Unarchive</source>
        <translation>取消归档</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395" />
        <source>Archive</source>
        <translation>归档</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407" />
        <source>Rename session</source>
        <translation>重命名会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408" />
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50" />
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54" />
        <source>&amp;Providers</source>
        <translation>服务商(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55" />
        <source>Agent p&amp;rofiles</source>
        <translation>智能体配置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56" />
        <source>&amp;Appearance</source>
        <translation>外观(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60" />
        <source>Settings message</source>
        <translation>设置消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67" />
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68" />
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96" />
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>请修正标红的值；未保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104" />
        <source>A setting is not valid: {problem}</source>
        <translation>某项设置无效：{problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116" />
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>无法将设置保存到 {path}：{reason}。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125" />
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="92" />
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="97" />
        <source>Skills</source>
        <translation>技能</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="62" />
        <source>Edit skill @{name}</source>
        <translation>编辑技能 @{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="62" />
        <source>New skill</source>
        <translation>新建技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="67" />
        <source>Skill name</source>
        <translation>技能名称</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68" />
        <source>code-review</source>
        <translation>code-review</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="71" />
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>小写字母、数字和连字符。以 @名称 开头的消息会使用此技能。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="79" />
        <source>Skill description</source>
        <translation>技能描述</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="81" />
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>技能的用途和使用时机：模型据此选择技能。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="87" />
        <source>Allowed tools</source>
        <translation>允许的工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88" />
        <source>read_file, grep, git__*   (empty: the profile's tools)</source>
        <translation>read_file, grep, git__*   （留空：使用智能体配置的工具）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="90" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91" />
        <source>empty: the session's model</source>
        <translation>留空：使用会话的模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="93" />
        <source>Skill instructions</source>
        <translation>技能指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="95" />
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown：针对这类任务，一步步写明要做什么。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="102" />
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="108" />
        <source>Save skill</source>
        <translation>保存技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="114" />
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="116" />
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117" />
        <source>Allowed &amp;tools</source>
        <translation>允许的工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118" />
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119" />
        <source>&amp;Instructions</source>
        <translation>指令(&amp;I)</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="99" />
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>技能是针对某类任务的指令。在消息开头输入 @名称 即可使用；模型也可能根据描述自行选用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="106" />
        <source>Skill list</source>
        <translation>技能列表</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="110" />
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111" />
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112" />
        <source>Import &amp;folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113" />
        <source>Import &amp;zip…</source>
        <translation>导入 zip(&amp;Z)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114" />
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115" />
        <source>&amp;Open skills folder</source>
        <translation>打开技能文件夹(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="117" />
        <source>New skill</source>
        <translation>新建技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118" />
        <source>Edit skill</source>
        <translation>编辑技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119" />
        <source>Import a skill from a folder</source>
        <translation>从文件夹导入技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120" />
        <location filename="../../desktop_agent/ui/skills_page.py" line="348" />
        <source>Import a skill from a zip file</source>
        <translation>从 zip 文件导入技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121" />
        <location filename="../../desktop_agent/ui/skills_page.py" line="333" />
        <source>Delete skill</source>
        <translation>删除技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122" />
        <source>Open the skills folder</source>
        <translation>打开技能文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="131" />
        <source>Skills left out</source>
        <translation>未加载的技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="137" />
        <source>Skills message</source>
        <translation>技能消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="202" />
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>还没有技能：点“新建…”编写一个，或导入一个。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="205" />
        <source>Left out: {problem}</source>
        <translation>未加载：{problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="209" />
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} 自带技能：在聊天中（输入 @）信任它们后，即可在此列出。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="217" />
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="217" />
        <source>this folder</source>
        <translation>此文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="225" />
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>它位于工作区（{path}）：请在那里修改或删除。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="239" />
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} 位于工作区（{path}）：请在那里修改或删除。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="276" />
        <source>Saved @{name}.</source>
        <translation>已保存 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="276" />
        <source>Created @{name}.</source>
        <translation>已创建 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="292" />
        <source>Deleted @{name}.</source>
        <translation>已删除 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="313" />
        <source>Installed @{name} from {path}.</source>
        <translation>已从 {path} 安装 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="321" />
        <source>Could not make {path}: {reason}.</source>
        <translation>无法创建 {path}：{reason}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="326" />
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>无法打开 {path}：请在文件管理器中打开。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334" />
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>删除技能 @{name} 及其文件夹中的所有文件？

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="343" />
        <source>Import a skill folder</source>
        <translation>导入技能文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="348" />
        <source>Zip files (*.zip)</source>
        <translation>Zip 文件 (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="85" />
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101" />
        <source>Summary of the earlier conversation</source>
        <translation>之前对话的摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105" />
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>代替之前的 {n} 条消息发送；这些消息仍保留在会话、搜索和导出中。撤销后会再次完整发送它们。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112" />
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="295" />
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="302" />
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="304" />
        <source>Period</source>
        <translation>时间段</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="306" />
        <source>Last {days} days</source>
        <translation>最近 {days} 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="311" />
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="323" />
        <source>Tokens per day</source>
        <translation>每日 token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324" />
        <source>No tokens used in this period</source>
        <translation>此时间段内未使用 token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325" />
        <source>Read (input, with cache)</source>
        <translation>读取（输入，含缓存）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325" />
        <source>Written (output)</source>
        <translation>写出（输出）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="329" />
        <source>The day pointed at</source>
        <translation>所指的日期</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Cache read</source>
        <translation>缓存读取</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <source>Cache write</source>
        <translation>缓存写入</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337" />
        <source>Usage per model</source>
        <translation>按模型统计用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341" />
        <source>Usage per session</source>
        <translation>按会话统计用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="343" />
        <source>Double-click a session to open it</source>
        <translation>双击会话即可打开</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="345" />
        <source>By &amp;model</source>
        <translation>按模型(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346" />
        <source>By s&amp;ession</source>
        <translation>按会话(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="351" />
        <source>About the prices</source>
        <translation>关于价格</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="358" />
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="363" />
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364" />
        <source>Export as CSV</source>
        <translation>导出为 CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="367" />
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368" />
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="384" />
        <source>Reading the history…</source>
        <translation>正在读取历史记录…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="405" />
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} token · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="409" />
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{messages} 条消息，共 {tokens} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="427" />
        <source>no cost</source>
        <translation>无费用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="429" />
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="431" />
        <source>unknown price</source>
        <translation>价格未知</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="433" />
        <source>{cost} + unknown</source>
        <translation>{cost} + 未知</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="446" />
        <source>{day} · nothing used</source>
        <translation>{day} · 无用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="449" />
        <source>read {tokens}</source>
        <translation>读取 {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="451" />
        <source>read {tokens} (cache {cached})</source>
        <translation>读取 {tokens}（缓存 {cached}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="454" />
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · 写出 {written} · 消息 {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="466" />
        <source>{days} days, no tokens used</source>
        <translation>{days} 天，未使用 token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467" />
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} 天，共 {tokens} token；最多的一天是 {day}（{most}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="479" />
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>指向某一天（或使用方向键）查看当天数据。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="485" />
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>费用以美元计，依据 {date} 的价格表；价格会变动，因此仅为估算。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="489" />
        <source>No price table could be read, so no costs are shown.</source>
        <translation>无法读取价格表，因此不显示费用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="491" />
        <source>Your prices from {file} are used over it.</source>
        <translation>优先使用你在 {file} 中设置的价格。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="495" />
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>本机运行的模型属于本地模型，免费；其他价格未知的模型不计入费用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="501" />
        <source>To correct a price or add a model, write {file} in the form of the app's price table.</source>
        <translation>如需更正价格或添加模型，请按照应用价格表的格式编写 {file}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="512" />
        <source>(model not recorded)</source>
        <translation>（未记录模型）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="514" />
        <source>Priced as {entry}</source>
        <translation>按 {entry} 计价</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="525" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="544" />
        <source>Export usage as CSV</source>
        <translation>将用量导出为 CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="544" />
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="561" />
        <source>Could not save {file}: {why}</source>
        <translation>无法保存 {file}：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="564" />
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98" />
        <source>Welcome to Desktop Agent</source>
        <translation>欢迎使用 Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101" />
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;欢迎使用 Desktop Agent&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104" />
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>与语言模型对话：它能读取和修改你所选文件夹中的文件，并在做出任何更改你电脑的操作前先征求你的同意。首先，请选择模型在哪里运行：在本机上，或在使用你 API 密钥的云服务商处。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111" />
        <source>On this computer</source>
        <translation>在本机上</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113" />
        <location filename="../../desktop_agent/ui/welcome.py" line="182" />
        <source>Looking for model servers on this computer…</source>
        <translation>正在查找本机上的模型服务器…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115" />
        <source>Local model servers</source>
        <translation>本地模型服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116" />
        <source>Search again</source>
        <translation>重新搜索</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117" />
        <source>Search again for local model servers</source>
        <translation>重新搜索本地模型服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127" />
        <source>Or a cloud provider</source>
        <translation>或使用云服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130" />
        <source>Cloud provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135" />
        <source>Save key and start</source>
        <translation>保存密钥并开始</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137" />
        <source>&amp;Provider:</source>
        <translation>服务商(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141" />
        <source>The key is stored in your system's keyring, never in a file.</source>
        <translation>密钥保存在系统密钥环中，绝不会写入文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149" />
        <source>Welcome message</source>
        <translation>欢迎消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150" />
        <location filename="../../desktop_agent/ui/welcome.py" line="151" />
        <source>Set up later</source>
        <translation>稍后设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191" />
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>本机上未找到模型服务器（Ollama、LM Studio、llama.cpp server）。请启动一个，然后重新搜索。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197" />
        <source>Found on this computer:</source>
        <translation>在本机上找到：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209" />
        <source>{label} found on {address} with one model</source>
        <translation>在 {address} 上找到 {label}，含 1 个模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211" />
        <source>{label} found on {address} with {count} models</source>
        <translation>在 {address} 上找到 {label}，含 {count} 个模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216" />
        <source>Use it</source>
        <translation>使用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218" />
        <source>Use {label} on {address}</source>
        <translation>使用 {address} 上的 {label}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250" />
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>无法将设置保存到 {path}：{reason}。</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="581" />
        <source>Still starting…</source>
        <translation>仍在启动…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="581" />
        <source>Try again in a moment.</source>
        <translation>请稍后再试。</translation>
    </message>
</context>
</TS>