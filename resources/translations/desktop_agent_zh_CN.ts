<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="277"/>
        <source>works with the tools; asks before changes</source>
        <translation>使用工具工作；更改前先询问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="278"/>
        <source>reads only, then proposes a plan</source>
        <translation>只读，然后提出计划</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="279"/>
        <source>talks; no tools</source>
        <translation>仅对话；不用工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="281"/>
        <source>a profile</source>
        <translation>一个智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="285"/>
        <source>{folder} brings skills of its own</source>
        <translation>{folder} 自带技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26"/>
        <source>Pinned</source>
        <translation>已置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30"/>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32"/>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53"/>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34"/>
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36"/>
        <source>Previous 30 days</source>
        <translation>过去 30 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38"/>
        <source>{month} {year}</source>
        <translation>{year}年{month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48"/>
        <source>now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50"/>
        <source>{n} min</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="51"/>
        <source>{n} h</source>
        <translation>{n} 小时</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="58"/>
        <source>{day} {month}</source>
        <translation>{month}{day}日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="59"/>
        <source>{day} {month} {year}</source>
        <translation>{year}年{month}{day}日</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>When it runs</source>
        <translation>运行时间</translation>
    </message>
    <message>
        <source>At</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Schedule in words or cron</source>
        <translation>用文字或 cron 表示的计划</translation>
    </message>
    <message>
        <source>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot;, or cron &quot;0 8 * * 1-5&quot;</source>
        <translation>&quot;weekdays 08:00&quot;、&quot;every 30 minutes&quot; 或 cron &quot;0 8 * * 1-5&quot;</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>What each run asks, e.g. “Summarise the new issues”</source>
        <translation>每次运行要提出的请求，例如“总结新的 issue”</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Allowed without asking</source>
        <translation>无需询问即允许</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限制</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时长</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>运行时间：</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>提示词：</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>工作区：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>允许：</translation>
    </message>
    <message>
        <source>Limits per run:</source>
        <translation>每次运行的限制：</translation>
    </message>
    <message>
        <source>Next run: {when} (this computer&apos;s time)</source>
        <translation>下次运行：{when}（本机时间）</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>Every hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>Every minute</source>
        <translation>每分钟</translation>
    </message>
    <message>
        <source>Every {n} minutes</source>
        <translation>每 {n} 分钟</translation>
    </message>
    <message>
        <source>Every day at {time}</source>
        <translation>每天 {time}</translation>
    </message>
    <message>
        <source>Every weekday at {time}</source>
        <translation>每个工作日 {time}</translation>
    </message>
    <message>
        <source>Weekends at {time}</source>
        <translation>每个周末 {time}</translation>
    </message>
    <message>
        <source>{days} at {time}</source>
        <translation>{days} {time}</translation>
    </message>
    <message>
        <source>{text} (cron {cron})</source>
        <translation>{text}（cron {cron}）</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Done, {n} refused</source>
        <translation>完成，{n} 次被拒绝</translation>
    </message>
    <message>
        <source>Stopped at a limit</source>
        <translation>因达到限制而停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>{outcome}, {when}</source>
        <translation>{outcome}，{when}</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} token</translation>
    </message>
    <message>
        <source>{tokens} tokens, {cost}</source>
        <translation>{tokens} token，{cost}</translation>
    </message>
    <message>
        <source>Sundays</source>
        <translation>每周日</translation>
    </message>
    <message>
        <source>Mondays</source>
        <translation>每周一</translation>
    </message>
    <message>
        <source>Tuesdays</source>
        <translation>每周二</translation>
    </message>
    <message>
        <source>Wednesdays</source>
        <translation>每周三</translation>
    </message>
    <message>
        <source>Thursdays</source>
        <translation>每周四</translation>
    </message>
    <message>
        <source>Fridays</source>
        <translation>每周五</translation>
    </message>
    <message>
        <source>Saturdays</source>
        <translation>每周六</translation>
    </message>
    <message>
        <source>Download the speech model?</source>
        <translation>下载语音识别模型？</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model (Moonshine tiny, English). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

For other languages, choose an endpoint in Settings › Voice instead.</source>
        <translation>在此计算机上进行语音输入会使用语音转文字模型（Moonshine tiny，英语）。该模型从 Hugging Face 下载一次（{megabytes} MB），经过校验后保存在数据文件夹中。您说的任何内容都不会离开此计算机。

如需其他语言，请改为在“设置 › 语音”中选择一个端点。</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>下载进度</translation>
    </message>
    <message>
        <source>Download ({megabytes} MB)</source>
        <translation>下载（{megabytes} MB）</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Dictate</source>
        <translation>语音输入</translation>
    </message>
    <message>
        <source>Dictate ({keys}): hold to talk, or click to start and click again to stop</source>
        <translation>语音输入（{keys}）：按住说话，或单击开始、再次单击停止</translation>
    </message>
    <message>
        <source>Recording time</source>
        <translation>录音时长</translation>
    </message>
    <message>
        <source>Stop dictating</source>
        <translation>停止语音输入</translation>
    </message>
    <message>
        <source>Transcribing…</source>
        <translation>正在转写…</translation>
    </message>
    <message>
        <source>Nothing was heard.</source>
        <translation>未听到任何声音。</translation>
    </message>
    <message>
        <source>Check the microphone and try again.</source>
        <translation>请检查麦克风后重试。</translation>
    </message>
    <message>
        <source>No words were recognised.</source>
        <translation>未识别出任何词语。</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>请重试。</translation>
    </message>
    <message>
        <source>A new version of Desktop Agent</source>
        <translation>Desktop Agent 新版本</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available (you have {current}). {size}</source>
        <translation>Desktop Agent {version} 已可用（当前版本为 {current}）。{size}</translation>
    </message>
    <message>
        <source>Download: {size}.</source>
        <translation>下载大小：{size}。</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>更新内容</translation>
    </message>
    <message>
        <source>The feed says nothing about what changed.</source>
        <translation>更新源未提供更新内容说明。</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>稍后</translation>
    </message>
    <message>
        <source>Update now</source>
        <translation>立即更新</translation>
    </message>
    <message>
        <source>The feed no longer offers a new version.</source>
        <translation>更新源已不再提供新版本。</translation>
    </message>
    <message>
        <source>Restart later</source>
        <translation>稍后重启</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is installed. Restart the app to use it.</source>
        <translation>Desktop Agent {version} 已安装。请重启应用以使用新版本。</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>立即重启</translation>
    </message>
    <message>
        <source>The new version could not be started: {why}</source>
        <translation>无法启动新版本：{why}</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

An endpoint can transcribe instead: Settings › Voice.</source>
        <translation>在此计算机上听写会使用语音转文字模型（{model}）。该模型从 Hugging Face 下载一次（{megabytes} MB），经过校验后保存在数据文件夹中。您说的任何内容都不会离开此计算机。

也可以改用端点转写：“设置 › 语音”。</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39"/>
        <source>Font size</source>
        <translation>字号</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42"/>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50"/>
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>重新启动 Desktop Agent 后才会切换语言。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>更改立即生效；点“取消”可还原。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56"/>
        <source>Theme:</source>
        <translation>主题：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57"/>
        <source>Font size:</source>
        <translation>字号：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Closing the window while answers are written keeps Desktop Agent in the tray</source>
        <translation>在生成回答时关闭窗口，Desktop Agent 会保留在系统托盘中</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>在系统托盘中保持运行</translation>
    </message>
    <message>
        <source>Quick ask shortcut</source>
        <translation>快速提问快捷键</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>清除快捷键</translation>
    </message>
    <message>
        <source>Opens Quick ask from any application.</source>
        <translation>在任何应用中都能打开快速提问。</translation>
    </message>
    <message>
        <source>Tray:</source>
        <translation>系统托盘：</translation>
    </message>
    <message>
        <source>Quick ask:</source>
        <translation>快速提问：</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76"/>
        <source>Approve {tool}?</source>
        <translation>批准 {tool}？</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82"/>
        <source>{tool} wants to run</source>
        <translation>{tool} 请求运行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83"/>
        <source>Tool</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88"/>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99"/>
        <source>a built-in tool</source>
        <translation>内置工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation>来自 MCP 服务器“{server}”的工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104"/>
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>由 {model} 请求 · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105"/>
        <source>the model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108"/>
        <source>Why it asks</source>
        <translation>请求原因</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114"/>
        <source>Why this always asks</source>
        <translation>为何总是询问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119"/>
        <source>What will run</source>
        <translation>将运行的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121"/>
        <source>How the tool changed</source>
        <translation>工具有何变化</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123"/>
        <source>Tool changed since you approved it</source>
        <translation>工具在你批准后已更改</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133"/>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128"/>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142"/>
        <source>Only calls like</source>
        <translation>仅限类似调用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143"/>
        <source>every call of this tool</source>
        <translation>此工具的所有调用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146"/>
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>用于“此会话”和“始终”：仅匹配此模式的调用（路径通配符如 src/**，命令如 git log *，或主机名）。留空表示此工具的所有调用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150"/>
        <source>in every folder</source>
        <translation>所有文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151"/>
        <source>Always approve in every folder</source>
        <translation>在所有文件夹中始终批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153"/>
        <source>Only calls like:</source>
        <translation>仅限类似调用：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158"/>
        <source>Note to the model if you deny (optional)</source>
        <translation>拒绝时给模型的备注（可选）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159"/>
        <source>Note to the model</source>
        <translation>给模型的备注</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163"/>
        <source>&amp;Approve once</source>
        <translation>批准一次(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164"/>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165"/>
        <source>For this &amp;session</source>
        <translation>此会话内(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166"/>
        <source>Approve for this session</source>
        <translation>在此会话中批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167"/>
        <source>A&amp;lways</source>
        <translation>始终(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Always approve</source>
        <translation>始终批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169"/>
        <source>&amp;Deny</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170"/>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>已保存，但类似调用仍会询问：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188"/>
        <source>Low risk</source>
        <translation>低风险</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189"/>
        <source>Medium risk</source>
        <translation>中风险</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190"/>
        <source>High risk</source>
        <translation>高风险</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>新文件</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>+{added} −{removed}</source>
        <translation>+{added} −{removed}</translation>
    </message>
    <message>
        <source>Lines changed</source>
        <translation>更改的行</translation>
    </message>
    <message>
        <source>How it runs</source>
        <translation>运行方式</translation>
    </message>
    <message>
        <source>Asked by {model} · {origin}</source>
        <translation>由 {model} 请求 · {origin}</translation>
    </message>
    <message>
        <source>Only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>仅匹配此模式的调用（如 src/** 的路径、如 git log * 的命令、主机）。留空表示该工具的所有调用。</translation>
    </message>
    <message>
        <source>Always approve &amp;calls like:</source>
        <translation>始终批准此类&amp;调用：</translation>
    </message>
    <message>
        <source>In every &amp;folder, not only this one</source>
        <translation>在所有&amp;文件夹中，而不仅是这个</translation>
    </message>
    <message>
        <source>Appro&amp;ve always</source>
        <translation>始终批&amp;准</translation>
    </message>
    <message>
        <source>Don&apos;t ask again until this session ends, for calls like: {pattern}</source>
        <translation>在本会话结束前，此类调用不再询问：{pattern}</translation>
    </message>
    <message>
        <source>Don&apos;t ask again for this tool until this session ends</source>
        <translation>在本会话结束前，不再询问此工具</translation>
    </message>
    <message>
        <source>A&amp;lways…</source>
        <translation>始终(&amp;L)…</translation>
    </message>
    <message>
        <source>Always approve…</source>
        <translation>始终批准…</translation>
    </message>
    <message>
        <source>✓ Low risk</source>
        <translation>✓ 低风险</translation>
    </message>
    <message>
        <source>◆ Medium risk</source>
        <translation>◆ 中等风险</translation>
    </message>
    <message>
        <source>⚠ High risk</source>
        <translation>⚠ 高风险</translation>
    </message>
    <message>
        <source>Run this command?</source>
        <translation>运行此命令？</translation>
    </message>
    <message>
        <source>Create {path}?</source>
        <translation>创建 {path}？</translation>
    </message>
    <message>
        <source>Overwrite {path}?</source>
        <translation>覆盖 {path}？</translation>
    </message>
    <message>
        <source>{action}?</source>
        <translation>{action}？</translation>
    </message>
    <message>
        <source>Use the tool {tool}?</source>
        <translation>使用工具 {tool}？</translation>
    </message>
    <message>
        <source>Not sandboxed: {consequence}</source>
        <translation>不在沙盒中：{consequence}</translation>
    </message>
    <message>
        <source>Asked by the tool&apos;s view in the chat · {origin}</source>
        <translation>由聊天中该工具的视图请求 · {origin}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="159"/>
        <source>Attached files</source>
        <translation>已附加的文件</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="252"/>
        <source>Attach files</source>
        <translation>添加附件</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="255"/>
        <source>All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)</source>
        <translation>所有文件 (*);;图片 (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="268"/>
        <source>Pasted image {time}.png</source>
        <translation>粘贴的图片 {time}.png</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="275"/>
        <source>{name} was not attached: a message takes at most {n} files.</source>
        <translation>未附加 {name}：每条消息最多只能附加 {n} 个文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="313"/>
        <source>{model} does not see images: it gets each image&apos;s name only.</source>
        <translation>{model} 无法识别图片：它只会收到每张图片的文件名。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="315"/>
        <source>{model} may not see images; they are sent as images.</source>
        <translation>{model} 可能无法识别图片；图片仍会以图片形式发送。</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="207"/>
        <location filename="../../desktop_agent/ui/chat_document.py" line="214"/>
        <source>Open link</source>
        <translation>打开链接</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="208"/>
        <source>Open this address in your browser?</source>
        <translation>在浏览器中打开此地址？</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="252"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>输入 {inp:,} token · 输出 {out:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="256"/>
        <source> · {n:,} from cache</source>
        <translation> · 缓存命中 {n:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="268"/>
        <source>Copied to the clipboard</source>
        <translation>已复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="483"/>
        <source>Copy code</source>
        <translation>复制代码</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="486"/>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="560"/>
        <source>Thought for a moment</source>
        <translation>思考了片刻</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="562"/>
        <source>Thought for {s:.0f} s</source>
        <translation>思考了 {s:.0f} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="564"/>
        <source>Thoughts</source>
        <translation>思考过程</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Ended by an error</source>
        <translation>因错误结束</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="684"/>
        <source>  from {server}</source>
        <translation>  来自 {server}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="695"/>
        <source>Review…</source>
        <translation>审核…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result ({n:,} lines)</source>
        <translation>结果（{n:,} 行）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="708"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="714"/>
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… 还有 {n:,} 行（“复制”可获取全部）</translation>
    </message>
    <message>
        <source>1 citation removed: the model cited a passage or page it was never given ({ids}).</source>
        <translation>已删除 1 处引用：模型引用了从未提供给它的段落或页面（{ids}）。</translation>
    </message>
    <message>
        <source>{n} citations removed: the model cited passages or pages it was never given ({ids}).</source>
        <translation>已删除 {n} 处引用：模型引用了从未提供给它的段落或页面（{ids}）。</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>  {n:,} lines</source>
        <translation>  {n:,} 行</translation>
    </message>
    <message>
        <source>Hide output</source>
        <translation>隐藏输出</translation>
    </message>
    <message>
        <source>Show output</source>
        <translation>显示输出</translation>
    </message>
    <message>
        <source>Copy output</source>
        <translation>复制输出</translation>
    </message>
    <message>
        <source>… {n:,} more lines (Copy output has them all)</source>
        <translation>… 还有 {n:,} 行（“复制输出”包含全部）</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28"/>
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>已撤销摘要：之前的 {n} 条消息将再次完整发送给模型。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32"/>
        <source>Earlier conversation summarised</source>
        <translation>之前的对话已总结为摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34"/>
        <source>Earlier conversation summarised on request</source>
        <translation>之前的对话已按要求总结为摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36"/>
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} 条消息，约 {before} → {after} token。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88"/>
        <source>Show summary</source>
        <translation>查看摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27"/>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79"/>
        <source>Jump to latest</source>
        <translation>跳到最新</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28"/>
        <source>Jump to the newest message (End)</source>
        <translation>跳到最新消息（End）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73"/>
        <source>{n} new messages</source>
        <translation>{n} 条新消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75"/>
        <source>1 new message</source>
        <translation>1 条新消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="73"/>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="169"/>
        <source>The preview opened in your browser</source>
        <translation>预览已在浏览器中打开</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="171"/>
        <source>No browser could open {path}</source>
        <translation>没有可打开 {path} 的浏览器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="240"/>
        <source>Show earlier messages ({n:,})</source>
        <translation>显示更早的消息（{n:,}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="250"/>
        <source>Show newer messages ({n:,})</source>
        <translation>显示更新的消息（{n:,}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397"/>
        <source>Previous version</source>
        <translation>上一版本</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="400"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="425"/>
        <source>Next version</source>
        <translation>下一版本</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="418"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="420"/>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="427"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="429"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="549"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="431"/>
        <source>Pin: kept word for word when earlier messages are summarised</source>
        <translation>固定：总结较早的消息时，逐字保留此消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="433"/>
        <source>Pinned: kept word for word when earlier messages are summarised. Unpin</source>
        <translation>已固定：总结较早的消息时，逐字保留此消息。取消固定</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="490"/>
        <source>Answering with the skill @{name}.</source>
        <translation>正在使用技能 @{name} 回答。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="523"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} {delay:.0f} 秒后重试（第 {n} 次，共 {most} 次）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="541"/>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="546"/>
        <source>Build this plan</source>
        <translation>执行此计划</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="547"/>
        <source>The plan is ready.</source>
        <translation>计划已就绪。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="580"/>
        <source>Waiting for the first word… {s} s</source>
        <translation>等待第一个字… {s} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="581"/>
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>正在读取对话… {pct} %（共 {total} token）· {s} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Open settings</source>
        <translation>打开设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16"/>
        <source>Summarise what this folder&apos;s project does</source>
        <translation>总结这个文件夹里的项目是做什么的</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17"/>
        <source>Find the TODO comments and list them by file</source>
        <translation>找出 TODO 注释，并按文件列出</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18"/>
        <source>Explain the last error in the log and how to fix it</source>
        <translation>解释日志中最近的错误以及如何修复</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34"/>
        <source>New conversation</source>
        <translation>新对话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37"/>
        <source>Ask anything</source>
        <translation>有问题尽管问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45"/>
        <source>Model and folder</source>
        <translation>模型和文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56"/>
        <source>Put this request in the message box</source>
        <translation>将此请求填入消息框</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73"/>
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  位于 {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="70"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="72"/>
        <source>waiting for your approval</source>
        <translation>等待你的批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="74"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="76"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="78"/>
        <source>error</source>
        <translation>出错</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="80"/>
        <source>denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="82"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="40"/>
        <source>Image</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="121"/>
        <source>the file is no longer there</source>
        <translation>文件已不存在</translation>
    </message>
    <message>
        <source>↻ Retried once after an error: {error}</source>
        <translation>↻ 出错后重试了 1 次：{error}</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retried %n times after an error: {error}</source>
        <translation>
            <numerusform>↻ 出错后重试了 %n 次：{error}</numerusform>
        </translation>
    </message>
    <message>
        <source>Set one up</source>
        <translation>去设置</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>设置模型</translation>
    </message>
    <message>
        <source>Add an API key or choose a model on this computer</source>
        <translation>添加 API 密钥，或选择本机上的模型</translation>
    </message>
    <message>
        <source>No model set up yet</source>
        <translation>尚未设置模型</translation>
    </message>
    <message>
        <source>{model} needs an API key. Add one, or choose a model that runs on this computer.</source>
        <translation>{model} 需要 API 密钥。请添加一个，或选择在本机上运行的模型。</translation>
    </message>
    <message>
        <source>Summarise the project</source>
        <translation>总结项目</translation>
    </message>
    <message>
        <source>What this folder&apos;s project does</source>
        <translation>此文件夹中的项目做什么</translation>
    </message>
    <message>
        <source>List the TODOs</source>
        <translation>列出 TODO</translation>
    </message>
    <message>
        <source>Every TODO comment, by file</source>
        <translation>所有 TODO 注释，按文件</translation>
    </message>
    <message>
        <source>Explain an error</source>
        <translation>解释一个错误</translation>
    </message>
    <message>
        <source>The log&apos;s last error, and its fix</source>
        <translation>日志中的最后一个错误及其修复</translation>
    </message>
    <message>
        <source>Read aloud (again to stop)</source>
        <translation>朗读（再次点击停止）</translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="74"/>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="84"/>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="85"/>
        <source>Remove {name}</source>
        <translation>移除 {name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="98"/>
        <source>Attached file {name}</source>
        <translation>已附加的文件 {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="108"/>
        <source>PDF · %n page(s)</source>
        <translation>
            <numerusform>PDF · %n 页</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="31"/>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="39"/>
        <source>Something went wrong. Your conversations are saved.

You can keep working. If this keeps happening, restart Desktop Agent. The details below help to find the cause; API keys are left out of them.</source>
        <translation>出了点问题。你的对话已保存。

你可以继续工作。如果问题反复出现，请重启 Desktop Agent。下面的详细信息有助于查找原因，其中不含 API 密钥。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53"/>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Show details</source>
        <translation>显示详细信息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56"/>
        <source>Copy details</source>
        <translation>复制详细信息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99"/>
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>（目前已有 %n 个错误）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Hide details</source>
        <translation>隐藏详细信息</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="90"/>
        <source>The server&apos;s message</source>
        <translation>服务器的消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="94"/>
        <source>The message is long: {n} more characters are not shown.</source>
        <translation>消息较长：还有 {n} 个字符未显示。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="98"/>
        <source>Message cut</source>
        <translation>消息已截断</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="119"/>
        <source>Problem with {field}</source>
        <translation>{field} 有问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="128"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="138"/>
        <source>Choose…</source>
        <translation>请选择…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="176"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="178"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="181"/>
        <source>{what} from {low} to {high}</source>
        <translation>{low} 到 {high} 之间的{what}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="215"/>
        <source>Required</source>
        <translation>必填</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="226"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>来自 MCP 服务器“{server}”的请求</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="233"/>
        <source>“{server}” asks for some information</source>
        <translation>“{server}”请求你提供一些信息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="234"/>
        <source>Which server asks</source>
        <translation>发出请求的服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="238"/>
        <source>Your answers go only to this server. Fields marked * are required.</source>
        <translation>你的回答只会发送给此服务器。标有 * 的字段为必填项。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="275"/>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="276"/>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="277"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="278"/>
        <source>&amp;Send</source>
        <translation>发送(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="279"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="178"/>
        <source>The conversation is too long for {model}: the request is {asked} tokens and the model&apos;s context window holds {window}.</source>
        <translation>对话太长，{model} 无法处理：请求有 {asked} 个 token，而模型的上下文窗口只能容纳 {window} 个。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="184"/>
        <source>The conversation is too long for {model}.</source>
        <translation>对话太长，{model} 无法处理。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="186"/>
        <source>Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the chat profile (no tools), or start a new session.</source>
        <translation>请用更大的上下文启动服务器（llama.cpp：--ctx-size 8192；Ollama：num_ctx），改用 chat 智能体配置（无工具），或新建会话。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="192"/>
        <source>Start a new session, or pick a model with a larger context window.</source>
        <translation>请新建会话，或选择上下文窗口更大的模型。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="218"/>
        <source>{label} rejected the API key ({code}).</source>
        <translation>{label} 拒绝了 API 密钥（{code}）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="219"/>
        <source>Check the key in Settings, or store a new one with `desktop-agent keys set`.</source>
        <translation>请在设置中检查密钥，或使用 `desktop-agent keys set` 保存新的密钥。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="224"/>
        <source>{label} has no model called {model}, or the endpoint address is wrong.</source>
        <translation>{label} 没有名为 {model} 的模型，或者端点地址有误。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="227"/>
        <source>Pick another model, or check the provider&apos;s base URL.</source>
        <translation>请选择其他模型，或检查服务商的 API 地址。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="230"/>
        <source>{label} is rate limiting requests; it asks to wait {seconds} s.</source>
        <translation>{label} 正在限制请求频率，要求等待 {seconds} 秒。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="232"/>
        <source>{label} is rate limiting requests.</source>
        <translation>{label} 正在限制请求频率。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="233"/>
        <source>Wait a moment and try again, or use a different model.</source>
        <translation>请稍候再试，或改用其他模型。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="236"/>
        <source>Your {label} account has run out of quota or credit.</source>
        <translation>你的 {label} 账户配额或余额已用完。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="237"/>
        <source>Check your plan and billing with the provider.</source>
        <translation>请向服务商核实你的套餐和账单。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="240"/>
        <source>{label} is overloaded right now.</source>
        <translation>{label} 目前负载过高。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="241"/>
        <source>Try again in a minute.</source>
        <translation>请过一分钟再试。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="244"/>
        <source>{label} had a server error ({code}).</source>
        <translation>{label} 出现服务器错误（{code}）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="246"/>
        <source>{label} had a server error in the stream.</source>
        <translation>{label} 在流式传输中出现服务器错误。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="247"/>
        <source>Try again; if it keeps happening, check the provider&apos;s status page.</source>
        <translation>请重试；如果问题反复出现，请查看服务商的状态页面。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="252"/>
        <location filename="../../desktop_agent/providers/errors.py" line="327"/>
        <source>{label} took too long to answer.</source>
        <translation>{label} 响应超时。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="253"/>
        <location filename="../../desktop_agent/providers/errors.py" line="328"/>
        <source>Try again, or check your connection.</source>
        <translation>请重试，或检查你的网络连接。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="256"/>
        <source>{label}&apos;s content filter blocked this request.</source>
        <translation>{label} 的内容过滤器拦截了此请求。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="257"/>
        <source>Rephrase the message.</source>
        <translation>请换一种说法表述消息。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="260"/>
        <source>{label} refused the request ({code}).</source>
        <translation>{label} 拒绝了请求（{code}）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="262"/>
        <source>{label} refused the request.</source>
        <translation>{label} 拒绝了请求。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="263"/>
        <source>Check the model and settings; this may be a bug worth reporting.</source>
        <translation>请检查模型和设置；这可能是一个值得报告的错误。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="269"/>
        <source>{label} rejected the API key.</source>
        <translation>{label} 拒绝了 API 密钥。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="278"/>
        <source>{label} returned an error.</source>
        <translation>{label} 返回了错误。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="279"/>
        <location filename="../../desktop_agent/providers/errors.py" line="335"/>
        <location filename="../../desktop_agent/providers/errors.py" line="388"/>
        <location filename="../../desktop_agent/providers/errors.py" line="404"/>
        <source>Try again.</source>
        <translation>请重试。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="334"/>
        <location filename="../../desktop_agent/providers/errors.py" line="387"/>
        <source>The connection to {label} broke while the answer was streaming.</source>
        <translation>流式传输回答时，与 {label} 的连接中断了。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="342"/>
        <source>Nothing is answering at {where} — is the {server} running?</source>
        <translation>{where} 没有响应 — {server} 是否正在运行？</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="343"/>
        <source>Start it, then try again.</source>
        <translation>请启动它，然后重试。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="350"/>
        <source>Could not reach {label} at {url}.</source>
        <translation>无法连接到位于 {url} 的 {label}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="351"/>
        <source>Check your internet connection, or that the local server is running.</source>
        <translation>请检查你的网络连接，或确认本地服务器正在运行。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="377"/>
        <source>{label} sent a malformed reply.</source>
        <translation>{label} 返回了格式错误的回复。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="378"/>
        <source>Try again; if it keeps happening, the server may not be fully compatible.</source>
        <translation>请重试；如果问题反复出现，该服务器可能不完全兼容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="394"/>
        <source>Something unexpected went wrong talking to {label}.</source>
        <translation>与 {label} 通信时发生意外错误。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="395"/>
        <source>See the log for details.</source>
        <translation>详情请查看日志。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="403"/>
        <source>{label} closed the connection before the answer was complete.</source>
        <translation>{label} 在回答完成前关闭了连接。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="100"/>
        <source>This conversation needs about {needed} tokens with the {agent} agent&apos;s instructions and tools, and {model} takes {window}. Nothing was sent.</source>
        <translation>加上 {agent} 智能体的指令和工具，此对话约需 {needed} 个 token，而 {model} 只能容纳 {window} 个。未发送任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="105"/>
        <source>Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>请改用 plan 智能体配置（工具较少）或 chat 智能体配置（无工具），新建会话，或为服务器设置更大的上下文（llama.cpp：--ctx-size 8192；Ollama：num_ctx 8192）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="114"/>
        <source>This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.</source>
        <translation>此对话约需 {needed} 个 token，而 {model} 只能容纳 {window} 个。未发送任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="118"/>
        <source>Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>请新建会话，或为服务器设置更大的上下文（llama.cpp：--ctx-size 8192；Ollama：num_ctx 8192）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="12"/>
        <source>This conversation is still loading.</source>
        <translation>此对话仍在加载。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="13"/>
        <source>Send again in a moment: the model needs the whole conversation.</source>
        <translation>请稍后再发送：模型需要完整的对话。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="20"/>
        <source>This session is already answering.</source>
        <translation>此会话正在回答。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="21"/>
        <source>Wait or stop it first.</source>
        <translation>请等待，或先停止回答。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="28"/>
        <source>This session is answering in another window or terminal (since {since}).</source>
        <translation>此会话正在另一个窗口或终端中回答（自 {since} 起）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="31"/>
        <source>Wait for that answer, or stop it there — or start a new session.</source>
        <translation>请等待该回答，或在那里停止它 — 也可以新建会话。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="39"/>
        <source>These instructions are {length} characters; a session&apos;s take at most {most}.</source>
        <translation>这些指令有 {length} 个字符；会话指令最多 {most} 个字符。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="42"/>
        <source>Shorten them, or put the long part in a file in the workspace and ask the agent to read it.</source>
        <translation>请缩短指令，或将较长的部分放到工作区的文件中，再让智能体读取该文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="54"/>
        <source>That message is no longer part of this conversation.</source>
        <translation>该消息已不再属于此对话。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="55"/>
        <source>Open the session again and edit the message from there.</source>
        <translation>请重新打开会话，然后在那里编辑该消息。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="50"/>
        <source>Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached.</source>
        <translation>可以附加图片（PNG、JPEG、GIF、WebP、BMP、TIFF）、PDF 和文本文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="53"/>
        <source>{name} is not an image, a PDF or a text file, so it cannot be attached.</source>
        <translation>{name} 不是图片、PDF 或文本文件，因此无法附加。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="56"/>
        <source>{name} is empty, so there is nothing to attach.</source>
        <translation>{name} 是空文件，没有可附加的内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="57"/>
        <source>Save a copy without the password (for example by printing it to PDF) and attach that.</source>
        <translation>请保存一份不带密码的副本（例如打印为 PDF），然后附加该副本。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="60"/>
        <source>Attach only the pages that matter (save them as a new PDF).</source>
        <translation>只附加需要的页面（将它们另存为新的 PDF）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="134"/>
        <source>{name} was not found; it may have been moved or deleted.</source>
        <translation>未找到 {name}；它可能已被移动或删除。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="143"/>
        <source>{name} is a folder; attach the files inside it one by one.</source>
        <translation>{name} 是文件夹；请逐个附加其中的文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="206"/>
        <source>{name} is a HEIC or AVIF image, which cannot be read here.</source>
        <translation>{name} 是 HEIC 或 AVIF 图片，此处无法读取。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="207"/>
        <source>Save or export it as JPEG or PNG and attach that.</source>
        <translation>请将其另存或导出为 JPEG 或 PNG，然后附加。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="213"/>
        <source>{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached.</source>
        <translation>{name} 看起来是文本，但编码不是 UTF-8 或 UTF-16，因此无法附加。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="216"/>
        <source>Save it as UTF-8 (most editors offer this under “Save as”) and attach it again.</source>
        <translation>请将其另存为 UTF-8（大多数编辑器在“另存为”中提供此选项），然后重新附加。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="232"/>
        <source>{name} is {size}; images can be attached up to {limit}.</source>
        <translation>{name} 大小为 {size}；图片最大可附加 {limit}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="233"/>
        <source>{name} is {size}; PDFs can be attached up to {limit}.</source>
        <translation>{name} 大小为 {size}；PDF 最大可附加 {limit}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="234"/>
        <source>{name} is {size}; text files can be attached up to {limit}.</source>
        <translation>{name} 大小为 {size}；文本文件最大可附加 {limit}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="240"/>
        <source>Attach a smaller file, or only the part that matters.</source>
        <translation>请附加较小的文件，或只附加需要的部分。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="257"/>
        <source>{name} cannot be read ({why}).</source>
        <translation>无法读取 {name}（{why}）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="263"/>
        <source>{name} is not a regular file (a device, pipe or socket), so it cannot be attached.</source>
        <translation>{name} 不是普通文件（而是设备、管道或套接字），因此无法附加。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="327"/>
        <source>{name} has too many pixels to be opened safely (more than {most}).</source>
        <translation>{name} 像素过多，无法安全打开（超过 {most}）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="328"/>
        <source>Attach a smaller version of the image.</source>
        <translation>请附加尺寸较小的图片。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="336"/>
        <source>{name} could not be read as an image; it may be damaged or incomplete.</source>
        <translation>无法将 {name} 作为图片读取；它可能已损坏或不完整。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="413"/>
        <source>{name} cannot be made to fit in {limit} as an image.</source>
        <translation>无法将 {name} 作为图片压缩到 {limit} 以内。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="436"/>
        <source>{name} is protected by a password, so its text cannot be read.</source>
        <translation>{name} 受密码保护，因此无法读取其中的文本。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="443"/>
        <source>{name} is encrypted in a way that cannot be opened here, so its text cannot be read.</source>
        <translation>{name} 的加密方式在此处无法打开，因此无法读取其中的文本。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="460"/>
        <source>{name} could not be read as a PDF; it may be damaged or incomplete.</source>
        <translation>无法将 {name} 作为 PDF 读取；它可能已损坏或不完整。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="468"/>
        <source>{name} has {count} pages; PDFs can be attached up to {most} pages.</source>
        <translation>{name} 有 {count} 页；PDF 最多可附加 {most} 页。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="490"/>
        <source>{name} has more text than can be sent at once (over {most} characters by page {page}).</source>
        <translation>{name} 的文本超出了一次可发送的上限（到第 {page} 页已超过 {most} 个字符）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="503"/>
        <source>{name} has no text layer (a scan?), so there is nothing the model could read in it.</source>
        <translation>{name} 没有文本层（是扫描件吗？），模型无法从中读取任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="507"/>
        <source>Attach the pages as images instead, or run text recognition (OCR) on it first.</source>
        <translation>请改为将这些页面作为图片附加，或先对其进行文字识别（OCR）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="34"/>
        <source>The disk holding the history ({folder}) is full; recent messages are kept in memory.</source>
        <translation>存放历史记录的磁盘（{folder}）已满；最近的消息暂存在内存中。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="38"/>
        <source>Free some space; they are saved as soon as there is room.</source>
        <translation>请释放一些空间；一有空间就会立即保存。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="44"/>
        <source>The history database is busy in another program.</source>
        <translation>历史记录数据库正被另一个程序占用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="45"/>
        <source>Close other copies of Desktop Agent; saving resumes by itself.</source>
        <translation>请关闭其他正在运行的 Desktop Agent；保存会自动恢复。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="50"/>
        <source>The history database at {path} cannot be written.</source>
        <translation>无法写入位于 {path} 的历史记录数据库。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="51"/>
        <source>Check the folder&apos;s permissions; messages are kept in memory meanwhile.</source>
        <translation>请检查该文件夹的权限；在此期间消息暂存在内存中。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="59"/>
        <source>The history database at {path} is damaged.</source>
        <translation>位于 {path} 的历史记录数据库已损坏。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="60"/>
        <source>Restart Desktop Agent.</source>
        <translation>请重启 Desktop Agent。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/domain/errors.py" line="17"/>
        <source>The server said: {said}</source>
        <translation>服务器返回：{said}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a knowledge base name.</source>
        <translation>“{name}”不是有效的知识库名称。</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (at most 64).</source>
        <translation>请使用字母、数字、“-”、“_”和“.”（最多 64 个字符）。</translation>
    </message>
    <message>
        <source>There is no knowledge base &apos;{name}&apos;.</source>
        <translation>没有名为“{name}”的知识库。</translation>
    </message>
    <message>
        <source>See them with `desktop-agent kb list`; make one with `kb create NAME`.</source>
        <translation>用 `desktop-agent kb list` 查看；用 `kb create NAME` 创建。</translation>
    </message>
    <message>
        <source>The knowledge base &apos;{name}&apos; exists already.</source>
        <translation>知识库“{name}”已存在。</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} 不存在。</translation>
    </message>
    <message>
        <source>{path} holds the app&apos;s own folder {own}: it is never indexed.</source>
        <translation>{path} 包含本应用自己的文件夹 {own}：它永远不会被索引。</translation>
    </message>
    <message>
        <source>{path} is not a source of &apos;{name}&apos;.</source>
        <translation>{path} 不是“{name}”的来源。</translation>
    </message>
    <message>
        <source>See them with `kb status NAME`.</source>
        <translation>用 `kb status NAME` 查看。</translation>
    </message>
    <message>
        <source>Indexing &apos;{name}&apos; stopped: {reason}.</source>
        <translation>“{name}”的索引已停止：{reason}。</translation>
    </message>
    <message>
        <source>Try Re-index; the log has the details.</source>
        <translation>请尝试“重新索引”；详情见日志。</translation>
    </message>
    <message>
        <source>Make one on the Knowledge page or with `kb create NAME`.</source>
        <translation>在“知识库”页面或用 `kb create NAME` 创建一个。</translation>
    </message>
    <message>
        <source>Say what to look for as well as the base&apos;s name.</source>
        <translation>除了知识库的名称，还请说明要查找什么。</translation>
    </message>
    <message>
        <source>The transcription endpoint&apos;s address {url} is not valid.</source>
        <translation>转写端点的地址 {url} 无效。</translation>
    </message>
    <message>
        <source>Correct the provider&apos;s address in Settings › Providers.</source>
        <translation>请在“设置 › 提供商”中更正提供商的地址。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} did not answer in {seconds} s.</source>
        <translation>转写端点 {host} 在 {seconds} 秒内未响应。</translation>
    </message>
    <message>
        <source>Try again, or use the local model in Settings › Voice.</source>
        <translation>请重试，或在“设置 › 语音”中使用本地模型。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} cannot be reached.</source>
        <translation>无法连接到转写端点 {host}。</translation>
    </message>
    <message>
        <source>Check the provider&apos;s address and your connection.</source>
        <translation>请检查提供商的地址和您的网络连接。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} refused the API key.</source>
        <translation>转写端点 {host} 拒绝了 API 密钥。</translation>
    </message>
    <message>
        <source>Check the provider&apos;s key in Settings › Providers.</source>
        <translation>请在“设置 › 提供商”中检查提供商的密钥。</translation>
    </message>
    <message>
        <source>{host} has no transcription model {model} (or no such route).</source>
        <translation>{host} 没有转写模型 {model}（或不存在该路由）。</translation>
    </message>
    <message>
        <source>Choose another model or provider in Settings › Voice.</source>
        <translation>请在“设置 › 语音”中选择其他模型或提供商。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} is busy (too many requests).</source>
        <translation>转写端点 {host} 繁忙（请求过多）。</translation>
    </message>
    <message>
        <source>Wait a moment and try again.</source>
        <translation>请稍候再试。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} answered with error {code}.</source>
        <translation>转写端点 {host} 返回了错误 {code}。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} sent no transcript.</source>
        <translation>转写端点 {host} 未返回转写文本。</translation>
    </message>
    <message>
        <source>Check that the provider offers OpenAI-compatible transcriptions.</source>
        <translation>请确认该提供商提供与 OpenAI 兼容的转写服务。</translation>
    </message>
    <message>
        <source>{name} cannot be read as a WAV file: {why}.</source>
        <translation>无法将 {name} 读取为 WAV 文件：{why}。</translation>
    </message>
    <message>
        <source>Record or convert it to WAV (PCM or float, any rate) and try again.</source>
        <translation>请以 WAV 格式（PCM 或浮点，任意采样率）录制或转换后重试。</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>文件 {path} 不存在。</translation>
    </message>
    <message>
        <source>No microphone was found.</source>
        <translation>未找到麦克风。</translation>
    </message>
    <message>
        <source>Connect a microphone (and allow the app to use it), then try again.</source>
        <translation>请连接麦克风（并允许本应用使用它），然后重试。</translation>
    </message>
    <message>
        <source>No loudspeaker or headphones were found to play the voice.</source>
        <translation>未找到可用于播放语音的扬声器或耳机。</translation>
    </message>
    <message>
        <source>Connect one and try again, or read answers with the system&apos;s voice.</source>
        <translation>请连接一个设备后重试，或改用系统语音朗读回答。</translation>
    </message>
    <message>
        <source>The microphone could not be opened: {why}.</source>
        <translation>无法打开麦克风：{why}。</translation>
    </message>
    <message>
        <source>Check that no other program holds it, then try again.</source>
        <translation>请确认没有其他程序占用它，然后重试。</translation>
    </message>
    <message>
        <source>Check that Windows PowerShell is installed.</source>
        <translation>请确认已安装 Windows PowerShell。</translation>
    </message>
    <message>
        <source>The `say` command of macOS is missing from this system.</source>
        <translation>此系统缺少 macOS 的 `say` 命令。</translation>
    </message>
    <message>
        <source>Install speech-dispatcher or espeak-ng to hear answers read aloud.</source>
        <translation>请安装 speech-dispatcher 或 espeak-ng 以朗读回答。</translation>
    </message>
    <message>
        <source>No voice was found on this system.</source>
        <translation>此系统上未找到任何语音。</translation>
    </message>
    <message>
        <source>The answer could not be read aloud.</source>
        <translation>无法朗读该回答。</translation>
    </message>
    <message>
        <source>The system&apos;s voice ({program}) could not read the answer.</source>
        <translation>系统语音（{program}）无法朗读该回答。</translation>
    </message>
    <message>
        <source>Check that sound works, or choose another voice in Settings › Voice.</source>
        <translation>请检查声音是否正常，或在“设置 › 语音”中选择其他语音。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} took too long to answer.</source>
        <translation>语音合成端点 {url} 响应超时。</translation>
    </message>
    <message>
        <source>Try again, or read answers with the system&apos;s voice.</source>
        <translation>请重试，或改用系统语音朗读回答。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} could not be reached.</source>
        <translation>无法连接到语音合成端点 {url}。</translation>
    </message>
    <message>
        <source>Check its address in Settings › Providers, and your connection.</source>
        <translation>请在“设置 › 提供商”中检查其地址，并检查您的网络连接。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} rejected the API key ({code}).</source>
        <translation>语音合成端点 {url} 拒绝了 API 密钥（{code}）。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} refused to read the answer ({code}).</source>
        <translation>语音合成端点 {url} 拒绝朗读该回答（{code}）。</translation>
    </message>
    <message>
        <source>Check the speech model and voice in Settings › Voice, or use the system&apos;s voice.</source>
        <translation>请在“设置 › 语音”中检查语音合成模型和语音，或使用系统语音。</translation>
    </message>
    <message>
        <source>The speech-to-text model is not downloaded yet.</source>
        <translation>语音转文字模型尚未下载。</translation>
    </message>
    <message>
        <source>The speech-to-text model could not be downloaded: {why}.</source>
        <translation>无法下载语音转文字模型：{why}。</translation>
    </message>
    <message>
        <source>Check your connection and try again.</source>
        <translation>请检查网络连接后重试。</translation>
    </message>
    <message>
        <source>The speech-to-text model in {folder} did not load.</source>
        <translation>无法加载 {folder} 中的语音转文字模型。</translation>
    </message>
    <message>
        <source>Delete that folder and download the model again.</source>
        <translation>请删除该文件夹并重新下载模型。</translation>
    </message>
    <message>
        <source>The local speech model knows English only, not {language}.</source>
        <translation>本地语音识别模型仅支持英语，不支持{language}。</translation>
    </message>
    <message>
        <source>For other languages, choose an endpoint in Settings › Voice.</source>
        <translation>如需其他语言，请在“设置 › 语音”中选择一个端点。</translation>
    </message>
    <message>
        <source>Download it first ({megabytes} MB, once).</source>
        <translation>请先下载（{megabytes} MB，仅需一次）。</translation>
    </message>
    <message>
        <source>No API key is stored for {provider} (the endpoint).</source>
        <translation>未存储 {provider}（端点）的 API 密钥。</translation>
    </message>
    <message>
        <source>Add it in Settings › Providers or: desktop-agent keys set {provider}</source>
        <translation>请在“设置 › 提供商”中添加，或运行：desktop-agent keys set {provider}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="25"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="26"/>
        <source>Find in conversation</source>
        <translation>在对话中查找</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29"/>
        <source>Matches</source>
        <translation>匹配项</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35"/>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37"/>
        <source>Close (Esc)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138"/>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142"/>
        <source>{n} of {m}</source>
        <translation>{n}/{m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Left out (over the cap, least recently used): {n}</source>
        <translation>未发送（超出上限，最久未用的）：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="49"/>
        <source>Instructions for this session</source>
        <translation>此会话的指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="53"/>
        <source>Sent with every message of this session, after the profile&apos;s instructions. For example: the language to answer in, the project&apos;s conventions, what to leave alone.</source>
        <translation>随此会话的每条消息发送，位于智能体配置的指令之后。例如：回答使用的语言、项目的约定、不要改动的内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59"/>
        <source>Session instructions</source>
        <translation>会话指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="60"/>
        <source>Answer in British English. Keep answers short.</source>
        <translation>用简体中文回答。回答尽量简短。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="63"/>
        <source>What the model is sent</source>
        <translation>发送给模型的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="67"/>
        <source>Prompt size</source>
        <translation>提示词大小</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="70"/>
        <source>Instructions message</source>
        <translation>指令消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="75"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="82"/>
        <source>What the model is sent with each message</source>
        <translation>每条消息发送给模型的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="108"/>
        <source>{title} · about {n} tokens</source>
        <translation>{title} · 约 {n} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="114"/>
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>工具（{count}）：{names} · 约 {n} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="118"/>
        <source>No tools: this profile answers in words only.</source>
        <translation>无工具：此智能体配置只用文字回答。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="128"/>
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>指令约 {system} token，工具约 {tools} token，另有目前对话约 {conversation} token（按每 token 四个字符估算）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="133"/>
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>指令约 {system} token，工具约 {tools} token，尚未计入对话（按每 token 四个字符估算）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="138"/>
        <source>The model takes {window}.</source>
        <translation>该模型的上下文窗口为 {window} token。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="140"/>
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>其上下文窗口较小，因此使用精简版指令和工具说明。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="142"/>
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>上次请求按服务商统计使用了 {n} 个输入 token。</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="175"/>
        <source>API key for {provider}</source>
        <translation>{provider} 的 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="178"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation>密钥保存在系统密钥环中，绝不会写入设置文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="184"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="94"/>
        <source>Paste the API key</source>
        <translation>粘贴 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96"/>
        <source>Save key</source>
        <translation>保存密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="97"/>
        <source>Save the API key</source>
        <translation>保存 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="104"/>
        <source>API key message</source>
        <translation>API 密钥消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="122"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="150"/>
        <source>Type or paste the key first.</source>
        <translation>请先输入或粘贴密钥。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="125"/>
        <source>Saving the key…</source>
        <translation>正在保存密钥…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="144"/>
        <source>The key is saved in your keyring.</source>
        <translation>密钥已保存到密钥环。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="156"/>
        <source>The key is kept for this run only.</source>
        <translation>密钥仅在本次运行期间保留。</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="54"/>
        <source>Keyring problem</source>
        <translation>密钥环问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="56"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;无法将密钥保存到密钥环&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62"/>
        <source>Keep for this run only</source>
        <translation>仅本次运行保留</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="63"/>
        <source>Keep the key for this run only</source>
        <translation>仅在本次运行期间保留密钥</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12"/>
        <source>Set</source>
        <translation>已设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13"/>
        <source>Set for this run</source>
        <translation>已设置（仅本次运行）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14"/>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15"/>
        <source>Not set (keyring unavailable)</source>
        <translation>未设置（密钥环不可用）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;解决方法：&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux：&lt;/b&gt;安装 GNOME Keyring（&lt;code&gt;gnome-keyring&lt;/code&gt;）或 KWallet，然后注销并重新登录，或在“密码和密钥”（Seahorse）中解锁密钥环。&lt;br&gt;&lt;b&gt;macOS：&lt;/b&gt;打开“钥匙串访问”，确认登录钥匙串已解锁。&lt;br&gt;&lt;b&gt;Windows：&lt;/b&gt;凭据管理器需要普通用户账户（而非来宾账户）。&lt;/p&gt;&lt;p&gt;你也可以选择&lt;b&gt;仅在本次运行期间&lt;/b&gt;保留密钥：密钥只保存在内存中，不会写入磁盘，退出应用后即被清除。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Memory…</source>
        <translation>记忆(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="85"/>
        <source>Editing a sent message</source>
        <translation>正在编辑已发送的消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89"/>
        <source>Queued message</source>
        <translation>排队中的消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="95"/>
        <source>Message input</source>
        <translation>消息输入框</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96"/>
        <source>Message Desktop Agent…</source>
        <translation>给 Desktop Agent 发消息…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98"/>
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Enter 发送，Shift+Enter 换行，↑ 编辑上一条消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105"/>
        <location filename="../../desktop_agent/ui/composer.py" line="106"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="107"/>
        <location filename="../../desktop_agent/ui/composer.py" line="251"/>
        <source>Send (Enter)</source>
        <translation>发送（Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="108"/>
        <location filename="../../desktop_agent/ui/composer.py" line="109"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="110"/>
        <source>Stop (Esc)</source>
        <translation>停止（Esc）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="115"/>
        <source>Tools for this message</source>
        <translation>此消息的工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="117"/>
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>下一条消息的工具：选“自动”时，单纯的问候或致谢不带工具发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="122"/>
        <source>Tools: auto</source>
        <translation>工具：自动</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="123"/>
        <source>Tools: on</source>
        <translation>工具：开</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="124"/>
        <source>Tools: off</source>
        <translation>工具：关</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="128"/>
        <source>Attach files</source>
        <translation>添加附件</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="130"/>
        <source>Attach images, PDFs or text files (or drop them here, or paste a screenshot)</source>
        <translation>附加图片、PDF 或文本文件（也可以拖放到此处，或粘贴截图）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="236"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>正在编辑已发送的消息：按 Enter 重新发送，按 Esc 取消。其后的对话将保留为较早的版本。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="249"/>
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>排队：本次回答结束后发送（Enter）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="263"/>
        <source>Queued — sends when this answer ends:</source>
        <translation>排队中 — 本次回答结束后发送：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Still starting…</source>
        <translation>仍在启动…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Try again in a moment.</source>
        <translation>请稍后再试。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="80"/>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="113"/>
        <source>Conversation</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="131"/>
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Session</source>
        <translation>会话(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="310"/>
        <source>Quit Desktop Agent?</source>
        <translation>退出 Desktop Agent？</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="311"/>
        <source>An answer is still being written.</source>
        <translation>仍有一个回答正在生成。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="313"/>
        <source>{n} answers are still being written.</source>
        <translation>仍有 {n} 个回答正在生成。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="317"/>
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>退出会停止它们；已生成的内容会保留。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="318"/>
        <source>Stop and quit</source>
        <translation>停止并退出</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="319"/>
        <source>Keep working</source>
        <translation>继续工作</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="381"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="29"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="30"/>
        <source>New session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="480"/>
        <source>Send now</source>
        <translation>立即发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481"/>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="482"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="501"/>
        <source>A file is still being read: send when its chip is ready.</source>
        <translation>仍有文件正在读取：请等它准备就绪后再发送。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="512"/>
        <source>Copied to the clipboard</source>
        <translation>已复制到剪贴板</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="534"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="562"/>
        <source>That file is no longer there.</source>
        <translation>该文件已不存在。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31"/>
        <source>New session (Ctrl+N)</source>
        <translation>新建会话（Ctrl+N）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33"/>
        <source>Search sessions</source>
        <translation>搜索会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation>搜索会话（Ctrl+K）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37"/>
        <source>&amp;New session</source>
        <translation>新建会话(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41"/>
        <source>&amp;Usage…</source>
        <translation>用量(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44"/>
        <source>&amp;Search sessions</source>
        <translation>搜索会话(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45"/>
        <source>&amp;Find in conversation</source>
        <translation>在对话中查找(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48"/>
        <source>&amp;Focus the message input</source>
        <translation>聚焦到消息输入框(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52"/>
        <source>&amp;Edit the last message</source>
        <translation>编辑上一条消息(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56"/>
        <source>&amp;Copy the last answer</source>
        <translation>复制上一条回答(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61"/>
        <source>&amp;Regenerate the last answer</source>
        <translation>重新生成上一条回答(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63"/>
        <source>&amp;Next session</source>
        <translation>下一个会话(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67"/>
        <source>&amp;Previous session</source>
        <translation>上一个会话(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71"/>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72"/>
        <source>&amp;Compact now</source>
        <translation>立即压缩对话(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74"/>
        <source>R&amp;esources</source>
        <translation>资源(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="78"/>
        <source>&amp;Permissions…</source>
        <translation>权限(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="81"/>
        <source>&amp;About Desktop Agent</source>
        <translation>关于 Desktop Agent(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="87"/>
        <source>About Desktop Agent</source>
        <translation>关于 Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="88"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;与能够在你电脑上执行操作的模型对话，一切操作需经你批准。你的历史记录保存在本机；你的密钥保存在系统密钥环中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>知识库(&amp;K)…</translation>
    </message>
    <message>
        <source>New &amp;project…</source>
        <translation>新建项目(&amp;P)…</translation>
    </message>
    <message>
        <source>Sc&amp;hedules…</source>
        <translation>计划任务(&amp;H)…</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>会话列表</translation>
    </message>
    <message>
        <source>Show or hide the session &amp;list</source>
        <translation>显示或隐藏会话列表(&amp;L)</translation>
    </message>
    <message>
        <source>Hide the session list (Ctrl+B)</source>
        <translation>隐藏会话列表（Ctrl+B）</translation>
    </message>
    <message>
        <source>Show the session list (Ctrl+B)</source>
        <translation>显示会话列表（Ctrl+B）</translation>
    </message>
</context>
<context>
    <name>McpSending</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="132"/>
        <source>Asking for the prompt {name}…</source>
        <translation>正在获取提示词 {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="156"/>
        <source>Reading the resources this message names…</source>
        <translation>正在读取此消息提到的资源…</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86"/>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="87"/>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="89"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Disable</source>
        <translation>停用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="90"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91"/>
        <source>Sign in</source>
        <translation>登录</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="94"/>
        <source>Import from Claude Desktop</source>
        <translation>从 Claude Desktop 导入</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="97"/>
        <source>Choose a file…</source>
        <translation>选择文件…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="121"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="122"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="226"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation>还没有 MCP 服务器。添加一个，或导入 Claude Desktop 的配置。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Enable</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="257"/>
        <source>(nothing on stderr yet)</source>
        <translation>（stderr 暂无输出）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="315"/>
        <source>Starting {name}…</source>
        <translation>正在启动 {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="355"/>
        <source>Finish signing in to {name} in your browser; this page waits for it.</source>
        <translation>请在浏览器中完成 {name} 的登录；此页面会等待登录完成。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="360"/>
        <source>Open this address in your browser to sign in: {url}</source>
        <translation>在浏览器中打开此地址进行登录：{url}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="370"/>
        <source>Signed in to {name}.</source>
        <translation>已登录 {name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="400"/>
        <source>Import MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>检查更新</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Browse</source>
        <translation>浏览</translation>
    </message>
    <message>
        <source>Install from file…</source>
        <translation>从文件安装…</translation>
    </message>
    <message>
        <source>Install an MCP Bundle</source>
        <translation>安装 MCP Bundle</translation>
    </message>
    <message>
        <source>MCP Bundles (*.mcpb)</source>
        <translation>MCP Bundles (*.mcpb)</translation>
    </message>
</context>
<context>
    <name>MentionMenu</name>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="119"/>
        <source>Profiles and skills</source>
        <translation>智能体配置和技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="161"/>
        <source>Use this folder&apos;s skills</source>
        <translation>使用此文件夹的技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="166"/>
        <source>resources of this MCP server</source>
        <translation>此 MCP 服务器的资源</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="245"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>此资源的地址含有隐藏字符，不能在消息中引用。</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="37"/>
        <source>Permissions</source>
        <translation>权限</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="43"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>你保存的批准。撤销后，下次同类调用会再次询问。settings.json 中的规则不在此列出。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation>仅显示此会话的批准及始终有效的批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="50"/>
        <source>Only this session</source>
        <translation>仅此会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="56"/>
        <source>Saved approvals</source>
        <translation>已保存的批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66"/>
        <source>&amp;Revoke</source>
        <translation>撤销(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="67"/>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="99"/>
        <source>No saved approvals.</source>
        <translation>没有已保存的批准。</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50"/>
        <source>Agent profiles</source>
        <translation>智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51"/>
        <source>Add profile…</source>
        <translation>添加智能体配置…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52"/>
        <source>Add a profile</source>
        <translation>添加智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54"/>
        <source>Remove this profile</source>
        <translation>移除此智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63"/>
        <source>System prompt</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67"/>
        <source>All tools (asks before changes)</source>
        <translation>所有工具（更改前询问）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68"/>
        <source>Read-only tools</source>
        <translation>只读工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69"/>
        <source>No tools</source>
        <translation>无工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>The model&apos;s default</source>
        <translation>模型默认值</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>Temperature problem</source>
        <translation>温度问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77"/>
        <source>Maximum tokens per answer</source>
        <translation>每次回答的最大 token 数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78"/>
        <source>Let the model think before answering (when it can)</source>
        <translation>让模型先思考再回答（若支持）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="80"/>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking budget in tokens</source>
        <translation>思考预算（token）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87"/>
        <source>Step cap</source>
        <translation>步数上限</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>The most model calls one message may lead to</source>
        <translation>一条消息最多可引发的模型调用次数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>System prompt:</source>
        <translation>系统提示词：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93"/>
        <source>Tools:</source>
        <translation>工具：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="94"/>
        <source>Temperature:</source>
        <translation>温度：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>Max tokens:</source>
        <translation>最大 token：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Thinking budget:</source>
        <translation>思考预算：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99"/>
        <source>Step cap:</source>
        <translation>步数上限：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="100"/>
        <source>Send greetings and thank-yous without tools</source>
        <translation>问候和致谢不带工具发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="104"/>
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye (&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;); &quot;ok&quot;, &quot;yes&quot; or &quot;go ahead&quot; always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer&apos;s Tools switch decides per message.</source>
        <translation>仅适用于只包含问候、致谢或道别的消息（如“hi”“thanks!”“great, thank you”）；“ok”“yes”或“go ahead”始终保留工具。这样更快、更省钱，对本机运行的模型尤其明显。输入框的“工具”开关可逐条消息决定。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="109"/>
        <source>Small talk without tools</source>
        <translation>闲聊不使用工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="127"/>
        <source>{name} (custom)</source>
        <translation>{name}（自定义）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation>请输入 0 到 2 之间的数字，或留空以使用模型默认值。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="172"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation>温度必须在 0 到 2 之间。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>New profile</source>
        <translation>新建智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>名称（小写字母、数字、- 或 _）：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>请使用小写字母、数字、- 或 _（最多 40 个字符）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212"/>
        <source>There is already a profile called {name}.</source>
        <translation>已存在名为 {name} 的智能体配置。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="214"/>
        <source>Fix the highlighted value first.</source>
        <translation>请先修正高亮显示的值。</translation>
    </message>
</context>
<context>
    <name>PromptForm</name>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="45"/>
        <source>Prompt /{name}</source>
        <translation>提示词 /{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="75"/>
        <source>* required</source>
        <translation>* 必填</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="79"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="51"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>请输入以 http:// 或 https:// 开头的完整地址，例如 http://127.0.0.1:8000/v1。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="56"/>
        <source>The address must not contain spaces.</source>
        <translation>地址不能包含空格。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95"/>
        <source>Providers</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96"/>
        <source>Add endpoint…</source>
        <translation>添加端点…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>添加自定义的 OpenAI 兼容端点</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="99"/>
        <source>Remove this custom endpoint</source>
        <translation>移除此自定义端点</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108"/>
        <source>Endpoint name</source>
        <translation>端点名称</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="109"/>
        <source>Endpoint name problem</source>
        <translation>端点名称问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111"/>
        <source>Base URL</source>
        <translation>API 地址</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="112"/>
        <source>Base URL problem</source>
        <translation>API 地址问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115"/>
        <source>Provider&apos;s default model</source>
        <translation>服务商的默认模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="116"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="117"/>
        <source>This endpoint needs an API key</source>
        <translation>此端点需要 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <source>API key status</source>
        <translation>API 密钥状态</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120"/>
        <source>Set…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="121"/>
        <source>Set the API key</source>
        <translation>设置 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="123"/>
        <source>Remove the API key</source>
        <translation>移除 API 密钥</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="128"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="129"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="454"/>
        <source>Test connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="132"/>
        <source>Connection test result</source>
        <translation>连接测试结果</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="137"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="139"/>
        <source>Base URL:</source>
        <translation>API 地址：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="141"/>
        <source>Default model:</source>
        <translation>默认模型：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="143"/>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="160"/>
        <source>Use by default</source>
        <translation>默认使用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="162"/>
        <source>Default provider</source>
        <translation>默认服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="165"/>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167"/>
        <source>Provider:</source>
        <translation>服务商：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="168"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="170"/>
        <source>Give up on a silent answer after</source>
        <translation>回答无响应多久后放弃</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="172"/>
        <source>Silent answer limit, cloud providers</source>
        <translation>无响应时限，云服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="174"/>
        <source>Silent answer limit, servers on this machine</source>
        <translation>无响应时限，本机服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177"/>
        <source>Cloud providers:</source>
        <translation>云服务商：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="178"/>
        <source>Servers on this machine:</source>
        <translation>本机服务器：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="180"/>
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>本地模型读取较长的对话时，可能要几分钟才输出第一个字。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="219"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="242"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="335"/>
        <source>{name} (custom)</source>
        <translation>{name}（自定义）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="345"/>
        <source>My endpoint {n}</source>
        <translation>我的端点 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="385"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="389"/>
        <source>Not set (not needed)</source>
        <translation>未设置（无需密钥）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="430"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation>请先输入端点的地址。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="439"/>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="441"/>
        <source>Connecting to {url}…</source>
        <translation>正在连接 {url}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="458"/>
        <source>Connected, but the server lists no models.</source>
        <translation>已连接，但服务器未列出任何模型。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="461"/>
        <source>Connected: {count} models ({models}).</source>
        <translation>已连接：{count} 个模型（{models}）。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="490"/>
        <source>Give the endpoint a name.</source>
        <translation>请为端点命名。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="494"/>
        <source>Enter the endpoint&apos;s address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>请输入端点的地址，例如 http://127.0.0.1:8000/v1。</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26"/>
        <source>The assistant asks</source>
        <translation>助手提问</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49"/>
        <source>Your answer</source>
        <translation>你的回答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Or type another answer…</source>
        <translation>或输入其他回答…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Your answer…</source>
        <translation>你的回答…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58"/>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59"/>
        <source>Don&apos;t answer</source>
        <translation>不回答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60"/>
        <source>&amp;Answer</source>
        <translation>回答(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
</context>
<context>
    <name>ResourcesPanel</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="81"/>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="91"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="92"/>
        <source>Filter resources</source>
        <translation>筛选资源</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="96"/>
        <source>MCP resources</source>
        <translation>MCP 资源</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="108"/>
        <source>Attach</source>
        <translation>附加</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="110"/>
        <source>Name the resource in the message: it is read and sent with it</source>
        <translation>在消息中引用此资源：发送时会读取并一同发送</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="130"/>
        <source>Asking the servers…</source>
        <translation>正在询问服务器…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="133"/>
        <source>No connected MCP server offers resources.</source>
        <translation>没有已连接的 MCP 服务器提供资源。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="156"/>
        <source>{name} (template)</source>
        <translation>{name}（模板）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="163"/>
        <source>No resources</source>
        <translation>没有资源</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="211"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>此资源的地址含有隐藏字符，不能在消息中引用。</translation>
    </message>
</context>
<context>
    <name>SamplingDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="44"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>来自 MCP 服务器“{server}”的请求</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="52"/>
        <source>“{server}” asks your model to answer</source>
        <translation>“{server}”请求你的模型作答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="53"/>
        <source>Which server asks</source>
        <translation>发出请求的服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="58"/>
        <source>These messages are sent to the model only if you approve, and its answer goes back to the server. Your conversation is not included.</source>
        <translation>只有经你批准，这些消息才会发送给模型，模型的回答会返回给该服务器。你的对话不会包含在内。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="66"/>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="74"/>
        <source>The request is long: {n} characters are not shown here. The model is sent all of them.</source>
        <translation>请求较长：此处有 {n} 个字符未显示。模型会收到全部内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="77"/>
        <source>Messages cut</source>
        <translation>消息已截断</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="82"/>
        <source>Images and audio are not sent: the model gets only their names, as shown.</source>
        <translation>图片和音频不会发送：模型只会收到它们的名称，如上所示。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="89"/>
        <source>Model that answers</source>
        <translation>作答的模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="95"/>
        <source>Estimated cost</source>
        <translation>预估费用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="97"/>
        <source>Answered by</source>
        <translation>作答模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="98"/>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="99"/>
        <source>at most {n} tokens</source>
        <translation>最多 {n} 个 token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="101"/>
        <source>, temperature {t}</source>
        <translation>，温度 {t}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="103"/>
        <source>Limits</source>
        <translation>限制</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="104"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="108"/>
        <source>The server&apos;s model preferences</source>
        <translation>服务器的模型偏好</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="109"/>
        <source>Server prefers</source>
        <translation>服务器偏好</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="112"/>
        <source>asked for context from {what}; none is included</source>
        <translation>请求了来自 {what} 的上下文；未包含任何上下文</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="116"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="122"/>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="123"/>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="124"/>
        <source>&amp;Approve and send</source>
        <translation>批准并发送(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="125"/>
        <source>Approve</source>
        <translation>批准</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="144"/>
        <source>SYSTEM PROMPT</source>
        <translation>系统提示词</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>USER</source>
        <translation>用户</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>ASSISTANT</source>
        <translation>助手</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="153"/>
        <source>[… {n} more characters not shown]</source>
        <translation>[… 还有 {n} 个字符未显示]</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="162"/>
        <source>unknown: no price is known for this model</source>
        <translation>未知：没有此模型的价格信息</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Edit MCP server</source>
        <translation>编辑 MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Add MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>Command (stdio)</source>
        <translation>命令（stdio）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL（流式 HTTP）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63"/>
        <source>Enabled</source>
        <translation>已启用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68"/>
        <source>default (60 s)</source>
        <translation>默认（60 秒）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77"/>
        <source>one argument per line</source>
        <translation>每行一个参数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83"/>
        <source>Run it in the sandbox</source>
        <translation>在沙盒中运行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87"/>
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent&apos;s own files are hidden from it.</source>
        <translation>服务器只能修改其工作文件夹和私有 /tmp 中的文件；你的凭据文件夹和 Desktop Agent 自身的文件对它不可见。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91"/>
        <source>Let it use the network</source>
        <translation>允许访问网络</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105"/>
        <source>Arguments</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106"/>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107"/>
        <source>Working folder</source>
        <translation>工作文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112"/>
        <source>Headers</source>
        <translation>请求头</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132"/>
        <source>Call timeout</source>
        <translation>调用超时</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44"/>
        <location filename="../../desktop_agent/ui/header.py" line="120"/>
        <source>New session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45"/>
        <source>Session title</source>
        <translation>会话标题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53"/>
        <source>Agent profile</source>
        <translation>智能体配置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>智能体可以做什么：build（读取和更改）、plan（只读）、chat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59"/>
        <source>Provider and model</source>
        <translation>服务商和模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60"/>
        <source>provider/model — pick one or type any model id</source>
        <translation>服务商/模型 — 从列表选择或输入任意模型 ID</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>智能体的工具在此文件夹中工作。点击可选择其他文件夹。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69"/>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions</source>
        <translation>指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70"/>
        <source>Session instructions</source>
        <translation>会话指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74"/>
        <source>Token usage</source>
        <translation>Token 用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75"/>
        <location filename="../../desktop_agent/ui/header.py" line="184"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation>此会话已用的 token，以及模型上下文的占用情况</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions ✓</source>
        <translation>指令 ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146"/>
        <source>This session&apos;s instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>此会话的指令：{start}
点击可编辑，或查看完整提示词。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149"/>
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>为此会话设置专属指令，并查看发送给模型的内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168"/>
        <source>{n} tokens</source>
        <translation>{n} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173"/>
        <source> · context {n} / {window}</source>
        <translation> · 上下文 {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178"/>
        <source> · context {n}</source>
        <translation> · 上下文 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182"/>
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>上下文即将占满：下次请求前会将较早的对话总结为摘要。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191"/>
        <source>Choose the workspace folder</source>
        <translation>选择工作区文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>工作区：{path}
智能体的工具在此文件夹中工作。点击可选择其他文件夹。</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>{name} ›</source>
        <translation>{name} ›</translation>
    </message>
    <message>
        <source>This chat is in the project “{name}”. Click to edit the project.</source>
        <translation>此对话属于项目“{name}”。点击可编辑该项目。</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>会话列表</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Pinned</source>
        <translation>已置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>Previous 30 days</source>
        <translation>过去 30 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>now</source>
        <translation>刚刚</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} min</source>
        <translation>{n} 分钟</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} h</source>
        <translation>{n} 小时</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>January</source>
        <translation>1月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>February</source>
        <translation>2月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>March</source>
        <translation>3月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>April</source>
        <translation>4月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>May</source>
        <translation>5月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>June</source>
        <translation>6月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>July</source>
        <translation>7月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>August</source>
        <translation>8月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>September</source>
        <translation>9月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>October</source>
        <translation>10月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>November</source>
        <translation>11月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>December</source>
        <translation>12月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Mon</source>
        <translation>周一</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Tue</source>
        <translation>周二</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Wed</source>
        <translation>周三</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Thu</source>
        <translation>周四</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Fri</source>
        <translation>周五</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Sat</source>
        <translation>周六</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86"/>
        <source>Sun</source>
        <translation>周日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Jan</source>
        <translation>1月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Feb</source>
        <translation>2月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Mar</source>
        <translation>3月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Apr</source>
        <translation>4月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jun</source>
        <translation>6月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jul</source>
        <translation>7月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Aug</source>
        <translation>8月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Sep</source>
        <translation>9月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Oct</source>
        <translation>10月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Nov</source>
        <translation>11月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92"/>
        <source>Dec</source>
        <translation>12月</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="93"/>
        <source>{day} {month}</source>
        <translation>{month}{day}日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="94"/>
        <source>{day} {month} {year}</source>
        <translation>{year}年{month}{day}日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="95"/>
        <source>{month} {year}</source>
        <translation>{year}年{month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386"/>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388"/>
        <source>Unpin</source>
        <translation>取消置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390"/>
        <source>Pin</source>
        <translation>置顶</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393"/>
        <source>Unarchive</source>
        <translation>取消归档</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395"/>
        <source>Archive</source>
        <translation>归档</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407"/>
        <source>Rename session</source>
        <translation>重命名会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408"/>
        <source>Title:</source>
        <translation>标题：</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>项目：{name}</translation>
    </message>
    <message>
        <source>Project {name}</source>
        <translation>项目 {name}</translation>
    </message>
    <message>
        <source>Project, {n} sessions, folded</source>
        <translation>项目，{n} 个会话，已折叠</translation>
    </message>
    <message>
        <source>Project, {n} sessions</source>
        <translation>项目，{n} 个会话</translation>
    </message>
    <message>
        <source>Move to project</source>
        <translation>移到项目</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>新建项目…</translation>
    </message>
    <message>
        <source>Remove from project</source>
        <translation>从项目中移除</translation>
    </message>
    <message>
        <source>New chat in this project</source>
        <translation>在此项目中新建对话</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>编辑项目…</translation>
    </message>
    <message>
        <source>Delete project…</source>
        <translation>删除项目…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50"/>
        <source>Settings pages</source>
        <translation>设置页面</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54"/>
        <source>&amp;Providers</source>
        <translation>服务商(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55"/>
        <source>Agent p&amp;rofiles</source>
        <translation>智能体配置(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56"/>
        <source>&amp;Appearance</source>
        <translation>外观(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60"/>
        <source>Settings message</source>
        <translation>设置消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>请修正标红的值；未保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104"/>
        <source>A setting is not valid: {problem}</source>
        <translation>某项设置无效：{problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>无法将设置保存到 {path}：{reason}。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125"/>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="95"/>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="100"/>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>&amp;Web search</source>
        <translation>网络搜索(&amp;W)</translation>
    </message>
    <message>
        <source>Ad&amp;vanced</source>
        <translation>高级(&amp;V)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>更新</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>Edit skill @{name}</source>
        <translation>编辑技能 @{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>New skill</source>
        <translation>新建技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68"/>
        <source>Skill name</source>
        <translation>技能名称</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="69"/>
        <source>code-review</source>
        <translation>code-review</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="72"/>
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>小写字母、数字和连字符。以 @名称 开头的消息会使用此技能。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="80"/>
        <source>Skill description</source>
        <translation>技能描述</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="82"/>
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>技能的用途和使用时机：模型据此选择技能。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88"/>
        <source>Allowed tools</source>
        <translation>允许的工具</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="89"/>
        <source>read_file, grep, git__*   (empty: the profile&apos;s tools)</source>
        <translation>read_file, grep, git__*   （留空：使用智能体配置的工具）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="92"/>
        <source>empty: the session&apos;s model</source>
        <translation>留空：使用会话的模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="94"/>
        <source>Skill instructions</source>
        <translation>技能指令</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="96"/>
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown：针对这类任务，一步步写明要做什么。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="103"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109"/>
        <source>Save skill</source>
        <translation>保存技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="110"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="115"/>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117"/>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118"/>
        <source>Allowed &amp;tools</source>
        <translation>允许的工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119"/>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="120"/>
        <source>&amp;Instructions</source>
        <translation>指令(&amp;I)</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="100"/>
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>技能是针对某类任务的指令。在消息开头输入 @名称 即可使用；模型也可能根据描述自行选用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="107"/>
        <source>Skill list</source>
        <translation>技能列表</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111"/>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113"/>
        <source>Import &amp;folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114"/>
        <source>Import &amp;zip…</source>
        <translation>导入 zip(&amp;Z)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="116"/>
        <source>&amp;Open skills folder</source>
        <translation>打开技能文件夹(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118"/>
        <source>New skill</source>
        <translation>新建技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119"/>
        <source>Edit skill</source>
        <translation>编辑技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120"/>
        <source>Import a skill from a folder</source>
        <translation>从文件夹导入技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Import a skill from a zip file</source>
        <translation>从 zip 文件导入技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334"/>
        <source>Delete skill</source>
        <translation>删除技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="123"/>
        <source>Open the skills folder</source>
        <translation>打开技能文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="132"/>
        <source>Skills left out</source>
        <translation>未加载的技能</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="138"/>
        <source>Skills message</source>
        <translation>技能消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="203"/>
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>还没有技能：点“新建…”编写一个，或导入一个。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="206"/>
        <source>Left out: {problem}</source>
        <translation>未加载：{problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="210"/>
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} 自带技能：在聊天中（输入 @）信任它们后，即可在此列出。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>this folder</source>
        <translation>此文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="226"/>
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>它位于工作区（{path}）：请在那里修改或删除。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="240"/>
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} 位于工作区（{path}）：请在那里修改或删除。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Saved @{name}.</source>
        <translation>已保存 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Created @{name}.</source>
        <translation>已创建 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="293"/>
        <source>Deleted @{name}.</source>
        <translation>已删除 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="314"/>
        <source>Installed @{name} from {path}.</source>
        <translation>已从 {path} 安装 @{name}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="322"/>
        <source>Could not make {path}: {reason}.</source>
        <translation>无法创建 {path}：{reason}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="327"/>
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>无法打开 {path}：请在文件管理器中打开。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="335"/>
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>删除技能 @{name} 及其文件夹中的所有文件？

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="344"/>
        <source>Import a skill folder</source>
        <translation>导入技能文件夹</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Zip files (*.zip)</source>
        <translation>Zip 文件 (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="92"/>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101"/>
        <source>Summary of the earlier conversation</source>
        <translation>之前对话的摘要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105"/>
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>代替之前的 {n} 条消息发送；这些消息仍保留在会话、搜索和导出中。撤销后会再次完整发送它们。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
</context>
<context>
    <name>UrlDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="351"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>来自 MCP 服务器“{server}”的请求</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="358"/>
        <source>“{server}” asks you to open a web page</source>
        <translation>“{server}”请求你打开一个网页</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="359"/>
        <source>Which server asks</source>
        <translation>发出请求的服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="374"/>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Secure connection (https)</source>
        <translation>安全连接（https）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Not encrypted (http)</source>
        <translation>未加密（http）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="379"/>
        <source>Scheme</source>
        <translation>协议</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="383"/>
        <source>The page is on</source>
        <translation>网页所在主机</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="388"/>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="392"/>
        <source>Full address</source>
        <translation>完整地址</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="398"/>
        <source>Check the host before you open it. What you enter there goes to that site, not the app.</source>
        <translation>打开前请检查主机。你在该网页中输入的内容会发送给该网站，而不是本应用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="404"/>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="405"/>
        <source>Decline</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="406"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="407"/>
        <source>&amp;Open in browser</source>
        <translation>在浏览器中打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="408"/>
        <source>Open in browser</source>
        <translation>在浏览器中打开</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <source>your own</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>Web searches: {searches}.</source>
        <translation>网络搜索：{searches}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="296"/>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="303"/>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="305"/>
        <source>Period</source>
        <translation>时间段</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="307"/>
        <source>Last {days} days</source>
        <translation>最近 {days} 天</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="312"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324"/>
        <source>Tokens per day</source>
        <translation>每日 token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325"/>
        <source>No tokens used in this period</source>
        <translation>此时间段内未使用 token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Read (input, with cache)</source>
        <translation>读取（输入，含缓存）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Written (output)</source>
        <translation>写出（输出）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="330"/>
        <source>The day pointed at</source>
        <translation>所指的日期</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Cache read</source>
        <translation>缓存读取</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <source>Cache write</source>
        <translation>缓存写入</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="338"/>
        <source>Usage per model</source>
        <translation>按模型统计用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="342"/>
        <source>Usage per session</source>
        <translation>按会话统计用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="344"/>
        <source>Double-click a session to open it</source>
        <translation>双击会话即可打开</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>By &amp;model</source>
        <translation>按模型(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <source>By s&amp;ession</source>
        <translation>按会话(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="352"/>
        <source>About the prices</source>
        <translation>关于价格</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="359"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364"/>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="365"/>
        <source>Export as CSV</source>
        <translation>导出为 CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="369"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="385"/>
        <source>Reading the history…</source>
        <translation>正在读取历史记录…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="406"/>
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} token · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="410"/>
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{messages} 条消息，共 {tokens} token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="428"/>
        <source>no cost</source>
        <translation>无费用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="430"/>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="432"/>
        <source>unknown price</source>
        <translation>价格未知</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="434"/>
        <source>{cost} + unknown</source>
        <translation>{cost} + 未知</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="447"/>
        <source>{day} · nothing used</source>
        <translation>{day} · 无用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="450"/>
        <source>read {tokens}</source>
        <translation>读取 {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="452"/>
        <source>read {tokens} (cache {cached})</source>
        <translation>读取 {tokens}（缓存 {cached}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="455"/>
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · 写出 {written} · 消息 {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467"/>
        <source>{days} days, no tokens used</source>
        <translation>{days} 天，未使用 token</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="468"/>
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} 天，共 {tokens} token；最多的一天是 {day}（{most}）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="480"/>
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>指向某一天（或使用方向键）查看当天数据。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="486"/>
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>费用以美元计，依据 {date} 的价格表；价格会变动，因此仅为估算。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="490"/>
        <source>No price table could be read, so no costs are shown.</source>
        <translation>无法读取价格表，因此不显示费用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="492"/>
        <source>Your prices from {file} are used over it.</source>
        <translation>优先使用你在 {file} 中设置的价格。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="496"/>
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>本机运行的模型属于本地模型，免费；其他价格未知的模型不计入费用。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="502"/>
        <source>To correct a price or add a model, write {file} in the form of the app&apos;s price table.</source>
        <translation>如需更正价格或添加模型，请按照应用价格表的格式编写 {file}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="513"/>
        <source>(model not recorded)</source>
        <translation>（未记录模型）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="515"/>
        <source>Priced as {entry}</source>
        <translation>按 {entry} 计价</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="526"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>Export usage as CSV</source>
        <translation>将用量导出为 CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="562"/>
        <source>Could not save {file}: {why}</source>
        <translation>无法保存 {file}：{why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="565"/>
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98"/>
        <source>Welcome to Desktop Agent</source>
        <translation>欢迎使用 Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;欢迎使用 Desktop Agent&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>与语言模型对话：它能读取和修改你所选文件夹中的文件，并在做出任何更改你电脑的操作前先征求你的同意。首先，请选择模型在哪里运行：在本机上，或在使用你 API 密钥的云服务商处。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111"/>
        <source>On this computer</source>
        <translation>在本机上</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="182"/>
        <source>Looking for model servers on this computer…</source>
        <translation>正在查找本机上的模型服务器…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115"/>
        <source>Local model servers</source>
        <translation>本地模型服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116"/>
        <source>Search again</source>
        <translation>重新搜索</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117"/>
        <source>Search again for local model servers</source>
        <translation>重新搜索本地模型服务器</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127"/>
        <source>Or a cloud provider</source>
        <translation>或使用云服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130"/>
        <source>Cloud provider</source>
        <translation>云服务商</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135"/>
        <source>Save key and start</source>
        <translation>保存密钥并开始</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137"/>
        <source>&amp;Provider:</source>
        <translation>服务商(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation>密钥保存在系统密钥环中，绝不会写入文件。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149"/>
        <source>Welcome message</source>
        <translation>欢迎消息</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="151"/>
        <source>Set up later</source>
        <translation>稍后设置</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>本机上未找到模型服务器（Ollama、LM Studio、llama.cpp server）。请启动一个，然后重新搜索。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197"/>
        <source>Found on this computer:</source>
        <translation>在本机上找到：</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209"/>
        <source>{label} found on {address} with one model</source>
        <translation>在 {address} 上找到 {label}，含 1 个模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211"/>
        <source>{label} found on {address} with {count} models</source>
        <translation>在 {address} 上找到 {label}，含 {count} 个模型</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216"/>
        <source>Use it</source>
        <translation>使用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218"/>
        <source>Use {label} on {address}</source>
        <translation>使用 {address} 上的 {label}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>无法将设置保存到 {path}：{reason}。</translation>
    </message>
    <message>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, at a cloud provider with your API key, or on a server of your own.</source>
        <translation>与语言模型聊天，它可以读取和修改您选择的文件夹中的文件，并在更改您的计算机之前先询问您。首先，选择模型在哪里运行：在这台计算机上、使用您的 API 密钥的云服务商，或您自己的服务器。</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="234"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Still starting…</source>
        <translation>仍在启动…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Try again in a moment.</source>
        <translation>请稍后再试。</translation>
    </message>
</context>
<context>
    <name>WebSearchPage</name>
    <message>
        <source>The model can search the web and then open the pages it found. Web search is off by default: nothing you ask is sent to a search service until you choose one here. There is no free service without a key that allows this, so choose your own SearXNG or a service with a key.</source>
        <translation>模型可以搜索网络，然后打开找到的网页。网络搜索默认关闭：在你于此处选择一个搜索服务之前，你问的任何内容都不会发送给搜索服务。没有允许这样使用的免密钥免费服务，因此请选择你自己的 SearXNG，或一个需要密钥的服务。</translation>
    </message>
    <message>
        <source>Web search service</source>
        <translation>网络搜索服务</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>SearXNG (your own, no key)</source>
        <translation>SearXNG（你自己的，无需密钥）</translation>
    </message>
    <message>
        <source>{service} (API key)</source>
        <translation>{service}（API 密钥）</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>SearXNG 地址</translation>
    </message>
    <message>
        <source>Results per search</source>
        <translation>每次搜索的结果数</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>API 密钥状态</translation>
    </message>
    <message>
        <source>What leaves this computer</source>
        <translation>离开这台电脑的内容</translation>
    </message>
    <message>
        <source>Search with:</source>
        <translation>搜索方式：</translation>
    </message>
    <message>
        <source>SearXNG address:</source>
        <translation>SearXNG 地址：</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <source>Results per search:</source>
        <translation>每次搜索的结果数：</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Off: the model is not offered web search, and no query leaves this computer.</source>
        <translation>关闭：模型无法使用网络搜索，任何查询都不会离开这台电脑。</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>（尚无地址）</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query to your SearXNG at {address}, which asks the search engines it is set up to use. Each search asks you first, unless a rule allows it.</source>
        <translation>每次搜索都会把模型的查询发送到你位于 {address} 的 SearXNG，由它询问其配置的搜索引擎。除非有规则允许，每次搜索都会先征求你的同意。</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query and your API key to {service} ({host}), which may charge for it. Each search asks you first, unless a rule allows it.</source>
        <translation>每次搜索都会把模型的查询和你的 API 密钥发送给 {service}（{host}），对方可能会因此收费。除非有规则允许，每次搜索都会先征求你的同意。</translation>
    </message>
    <message>
        <source>Enter your SearXNG&apos;s address, e.g. http://localhost:8888.</source>
        <translation>请输入你的 SearXNG 地址，例如 http://localhost:8888。</translation>
    </message>
    <message>
        <source>Enter a full address starting with http:// or https://.</source>
        <translation>请输入以 http:// 或 https:// 开头的完整地址。</translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <source>Cited source</source>
        <translation>引用来源</translation>
    </message>
    <message>
        <source>Where the passage is</source>
        <translation>段落位置</translation>
    </message>
    <message>
        <source>Cited passage</source>
        <translation>引用的段落</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>打开页面</translation>
    </message>
    <message>
        <source>Open at page {n}</source>
        <translation>在第 {n} 页打开</translation>
    </message>
    <message>
        <source>Open the document</source>
        <translation>打开文档</translation>
    </message>
    <message>
        <source>The file has changed or is gone: this is the passage as the model was given it.</source>
        <translation>文件已更改或已不存在：这是提供给模型时的段落。</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path} 已不存在。</translation>
    </message>
</context>
<context>
    <name>KnowledgeButton</name>
    <message>
        <source>Knowledge bases</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>No knowledge bases yet</source>
        <translation>还没有知识库</translation>
    </message>
    <message>
        <source>Manage knowledge bases…</source>
        <translation>管理知识库…</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>Let the model search your documents: tick the knowledge bases this session uses</source>
        <translation>让模型搜索你的文档：勾选此会话使用的知识库</translation>
    </message>
    <message>
        <source>Knowledge: {names}</source>
        <translation>知识库：{names}</translation>
    </message>
    <message>
        <source>This session searches {names}; the answers cite the passages they use</source>
        <translation>此会话搜索 {names}；回答会引用所用的段落</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Indexed</source>
        <translation>已索引</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Indexing {done} of {total}</source>
        <translation>正在索引 {done}/{total}</translation>
    </message>
    <message>
        <source>Paused at {done} of {total}</source>
        <translation>已暂停于 {done}/{total}</translation>
    </message>
    <message>
        <source>Indexing stopped</source>
        <translation>索引已停止</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>已是最新</translation>
    </message>
    <message>
        <source>Indexing progress of {name}</source>
        <translation>{name} 的索引进度</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>Passages: {count}</source>
        <translation>段落：{count}</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>Name of a new base</source>
        <translation>新知识库的名称</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>创建(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the knowledge base</source>
        <translation>删除知识库</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>添加文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Add fi&amp;les…</source>
        <translation>添加文件(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the source</source>
        <translation>移除来源</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>索引进度</translation>
    </message>
    <message>
        <source>Re-&amp;index</source>
        <translation>重新索引(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Add the best passages before the first step (automatic retrieval)</source>
        <translation>在第一步之前加入最相关的段落（自动检索）</translation>
    </message>
    <message>
        <source>Before the model answers, the passages of this base that best match the message are added to it. Without this, the model searches the base when it decides to.</source>
        <translation>在模型回答之前，把此知识库中与消息最匹配的段落加到消息中。不勾选时，由模型自行决定何时搜索此知识库。</translation>
    </message>
    <message>
        <source>Show files</source>
        <translation>显示文件</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>全部文件</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Knowledge message</source>
        <translation>知识库消息</translation>
    </message>
    <message>
        <source>A knowledge base is a set of folders and files the model can search: Markdown, text, code, PDF, HTML and Word documents. Name one on the left and press Create, then add folders or files to it.</source>
        <translation>知识库是模型可以搜索的一组文件夹和文件：Markdown、文本、代码、PDF、HTML 和 Word 文档。在左侧输入名称并按“创建”，然后向其中添加文件夹或文件。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>{count} indexed</source>
        <translation>已索引 {count}</translation>
    </message>
    <message>
        <source>{count} pending</source>
        <translation>等待 {count}</translation>
    </message>
    <message>
        <source>{count} failed</source>
        <translation>失败 {count}</translation>
    </message>
    <message>
        <source>{count} skipped</source>
        <translation>跳过 {count}</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done}/{total} 个文件</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <source>Reading {path}</source>
        <translation>正在读取 {path}</translation>
    </message>
    <message>
        <source>Delete knowledge base</source>
        <translation>删除知识库</translation>
    </message>
    <message>
        <source>Delete the knowledge base {name}? Its index is removed; your folders and files stay as they are.</source>
        <translation>删除知识库 {name}？其索引会被删除；你的文件夹和文件保持不变。</translation>
    </message>
    <message>
        <source>Add a folder</source>
        <translation>添加文件夹</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>添加文件</translation>
    </message>
    <message>
        <source>A secrets file: never indexed</source>
        <translation>机密文件：永不索引</translation>
    </message>
    <message>
        <source>{kind} files are not indexed</source>
        <translation>{kind} 文件不会被索引</translation>
    </message>
    <message>
        <source>Files without a suffix are not indexed</source>
        <translation>没有扩展名的文件不会被索引</translation>
    </message>
    <message>
        <source>Larger than {size} MB, the most a {kind} file may be</source>
        <translation>超过 {size} MB，这是 {kind} 文件的上限</translation>
    </message>
    <message>
        <source>Not a readable PDF ({detail})</source>
        <translation>无法读取的 PDF（{detail}）</translation>
    </message>
    <message>
        <source>The PDF is encrypted</source>
        <translation>PDF 已加密</translation>
    </message>
    <message>
        <source>Binary content (a NUL byte), not text</source>
        <translation>二进制内容（含 NUL 字节），不是文本</translation>
    </message>
    <message>
        <source>Not a readable DOCX ({detail})</source>
        <translation>无法读取的 DOCX（{detail}）</translation>
    </message>
    <message>
        <source>Its text is larger than {size} MB once unzipped</source>
        <translation>解压后的文本超过 {size} MB</translation>
    </message>
    <message>
        <source>Reading it crashed the indexing process (exit code {code})</source>
        <translation>读取它使索引进程崩溃（退出码 {code}）</translation>
    </message>
    <message>
        <source>Reading it made no progress for {seconds} s, so it was stopped</source>
        <translation>读取它 {seconds} 秒没有进展，已停止</translation>
    </message>
    <message>
        <source>Not indexed yet: press Re-index.</source>
        <translation>尚未索引：请按“重新索引”。</translation>
    </message>
</context>
<context>
    <name>MemoryCards</name>
    <message>
        <source>Remember this in future conversations?</source>
        <translation>在以后的对话中记住这一点吗？</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Kept in your words</source>
        <translation>已按你的措辞保留</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Dropped: not remembered</source>
        <translation>已丢弃：不会记住</translation>
    </message>
    <message>
        <source>Removed on the Memory page</source>
        <translation>已在记忆页面中移除</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>编辑记忆</translation>
    </message>
    <message>
        <source>Remember, in your words:</source>
        <translation>用你的话记住：</translation>
    </message>
    <message>
        <source>Remember this in future conversations of the project “{name}”?</source>
        <translation>在项目“{name}”以后的对话中记住这一点吗？</translation>
    </message>
    <message>
        <source>{kept}, in the project “{name}”</source>
        <translation>{kept}（项目“{name}”）</translation>
    </message>
</context>
<context>
    <name>MemoryDialog</name>
    <message>
        <source>Memory</source>
        <translation>记忆</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>每条新消息都会附带给智能体的简短事实。没有你的同意不会添加任何内容：模型提出一条时，你可以在聊天中保留、编辑或丢弃它。</translation>
    </message>
    <message>
        <source>Search memories</source>
        <translation>搜索记忆</translation>
    </message>
    <message>
        <source>Memories</source>
        <translation>记忆列表</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Open the conversation</source>
        <translation>打开对话</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Written by you</source>
        <translation>由你编写</translation>
    </message>
    <message>
        <source>A conversation (edited by you)</source>
        <translation>一次对话（经你编辑）</translation>
    </message>
    <message>
        <source>A conversation</source>
        <translation>一次对话</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>Written by you.</source>
        <translation>由你编写。</translation>
    </message>
    <message>
        <source>Learnt in a conversation…</source>
        <translation>从一次对话中得知…</translation>
    </message>
    <message>
        <source>Learnt when you wrote: “{text}”</source>
        <translation>得知自你写的：“{text}”</translation>
    </message>
    <message>
        <source>Learnt in a conversation that is no longer in the history.</source>
        <translation>得知自一次已不在历史记录中的对话。</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>用一句话写下这条事实：</translation>
    </message>
    <message>
        <source>Add a memory</source>
        <translation>添加记忆</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>编辑记忆</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>已添加。</translation>
    </message>
    <message>
        <source>Changed.</source>
        <translation>已更改。</translation>
    </message>
    <message>
        <source>Removed “{text}”.</source>
        <translation>已移除“{text}”。</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>已撤销。</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message: everywhere, or only in one project&apos;s chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>每条新消息都会附带给智能体的简短事实：可适用于所有对话，或仅适用于某个项目的对话。没有你的同意不会添加任何内容：模型提出一条时，你可以在聊天中保留、编辑或丢弃它。</translation>
    </message>
    <message>
        <source>Show memories that apply</source>
        <translation>按适用范围显示记忆</translation>
    </message>
    <message>
        <source>Applies</source>
        <translation>适用范围</translation>
    </message>
    <message>
        <source>All memories</source>
        <translation>所有记忆</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>全局</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>项目：{name}</translation>
    </message>
    <message>
        <source>A project</source>
        <translation>某个项目</translation>
    </message>
</context>
<context>
    <name>MemoryEditor</name>
    <message>
        <source>The memory</source>
        <translation>记忆内容</translation>
    </message>
    <message>
        <source>Where it applies</source>
        <translation>适用范围</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>全局</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>项目：{name}</translation>
    </message>
    <message>
        <source>Everywhere: every chat is given it. A project: only that project&apos;s chats.</source>
        <translation>全局：每个对话都会收到。某个项目：仅该项目的对话会收到。</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>用一句话写下这条事实：</translation>
    </message>
    <message>
        <source>Applies:</source>
        <translation>适用范围：</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Edit project</source>
        <translation>编辑项目</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>项目名称</translation>
    </message>
    <message>
        <source>e.g. Thesis, Website, Taxes 2026</source>
        <translation>例如：毕业论文、网站、2026 年报税</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>工作区文件夹</translation>
    </message>
    <message>
        <source>The app&apos;s default folder</source>
        <translation>应用的默认文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>选择工作区文件夹</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>项目指令</translation>
    </message>
    <message>
        <source>What every chat of this project should know or do, e.g. “Answer in British English.”</source>
        <translation>此项目的每个对话都应知道或遵循的内容，例如“用英式英语回答。”</translation>
    </message>
    <message>
        <source>The app&apos;s default</source>
        <translation>应用默认设置</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <source>provider/model — pick one or type any model id</source>
        <translation>服务商/模型 — 选择一个，或输入任意模型 ID</translation>
    </message>
    <message>
        <source>Default profile</source>
        <translation>默认智能体配置</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>知识库</translation>
    </message>
    <message>
        <source>No knowledge bases yet (File › Knowledge bases…).</source>
        <translation>还没有知识库（文件 › 知识库…）。</translation>
    </message>
    <message>
        <source>Every enabled server</source>
        <translation>所有已启用的服务器</translation>
    </message>
    <message>
        <source>Only the ones ticked</source>
        <translation>仅限勾选的服务器</translation>
    </message>
    <message>
        <source>{name} (turned off in Settings)</source>
        <translation>{name}（已在设置中关闭）</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <source>No MCP servers yet (Settings › MCP servers).</source>
        <translation>还没有 MCP 服务器（设置 › MCP 服务器）。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>工作区：</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>指令：</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>智能体配置：</translation>
    </message>
    <message>
        <source>Knowledge:</source>
        <translation>知识库：</translation>
    </message>
    <message>
        <source>MCP servers:</source>
        <translation>MCP 服务器：</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>出错原因</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Create project</source>
        <translation>创建项目</translation>
    </message>
    <message>
        <source>Choose the project&apos;s workspace folder</source>
        <translation>选择项目的工作区文件夹</translation>
    </message>
    <message>
        <source>The project could not be saved. The log has the details.</source>
        <translation>无法保存项目。详情见日志。</translation>
    </message>
</context>
<context>
    <name>Projects</name>
    <message>
        <source>Delete project</source>
        <translation>删除项目</translation>
    </message>
    <message>
        <source>Delete the project “{name}”?</source>
        <translation>删除项目“{name}”？</translation>
    </message>
    <message>
        <source>It holds no chats.</source>
        <translation>其中没有对话。</translation>
    </message>
    <message>
        <source>Its chat stays, outside any project.</source>
        <translation>其中的对话会保留，但不再属于任何项目。</translation>
    </message>
    <message>
        <source>Its {n} chats stay, outside any project.</source>
        <translation>其中的 {n} 个对话会保留，但不再属于任何项目。</translation>
    </message>
    <message>
        <source>The project&apos;s instructions, settings and memories are deleted.</source>
        <translation>项目的指令、设置和记忆将被删除。</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Update {name}?</source>
        <translation>更新 {name}？</translation>
    </message>
    <message>
        <source>Install {name}?</source>
        <translation>安装 {name}？</translation>
    </message>
    <message>
        <source>{name} moves from version {old} to {new}. It ran:</source>
        <translation>{name} 将从版本 {old} 更新到 {new}。之前运行的是：</translation>
    </message>
    <message>
        <source>It will run:</source>
        <translation>之后将运行：</translation>
    </message>
    <message>
        <source>The server {name} will be added and connected to at this address:</source>
        <translation>将添加服务器 {name}，并连接到此地址：</translation>
    </message>
    <message>
        <source>The server {name} will be added and started with this command:</source>
        <translation>将添加服务器 {name}，并用此命令启动：</translation>
    </message>
    <message>
        <source>In its container.</source>
        <translation>在其容器中运行。</translation>
    </message>
    <message>
        <source>In the sandbox, with the network.</source>
        <translation>在沙盒中运行，可访问网络。</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>在沙盒外以你的权限运行。</translation>
    </message>
    <message>
        <source>Kept in the keyring: {names}</source>
        <translation>保存在密钥环中：{names}</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>附带 {values}</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安装</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <source>What it needs</source>
        <translation>所需设置</translation>
    </message>
    <message>
        <source>Run it in the sandbox</source>
        <translation>在沙盒中运行</translation>
    </message>
    <message>
        <source>With the network, so that its runner can fetch the package</source>
        <translation>允许访问网络，以便其运行器获取软件包</translation>
    </message>
    <message>
        <source>Install…</source>
        <translation>安装…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Name here</source>
        <translation>在此应用中的名称</translation>
    </message>
    <message>
        <source>Choose a server to see what it runs.</source>
        <translation>选择一个服务器以查看它运行的内容。</translation>
    </message>
    <message>
        <source>version {v}</source>
        <translation>版本 {v}</translation>
    </message>
    <message>
        <source>published by {who}</source>
        <translation>发布者：{who}</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>无可运行内容</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>支持远程</translation>
    </message>
    <message>
        <source>not remote</source>
        <translation>不支持远程</translation>
    </message>
    <message>
        <source>status: {s}</source>
        <translation>状态：{s}</translation>
    </message>
    <message>
        <source>Installed here as {name} (version {v}).</source>
        <translation>已在此安装为 {name}（版本 {v}）。</translation>
    </message>
    <message>
        <source>Update to {v}…</source>
        <translation>更新到 {v}…</translation>
    </message>
    <message>
        <source>What it connects to</source>
        <translation>连接目标</translation>
    </message>
    <message>
        <source>What it runs</source>
        <translation>运行内容</translation>
    </message>
    <message>
        <source>A remote server over streamable HTTP.</source>
        <translation>通过流式 HTTP 连接的远程服务器。</translation>
    </message>
    <message>
        <source>In its container, not in the app&apos;s sandbox.</source>
        <translation>在其容器中运行，而非应用的沙盒中。</translation>
    </message>
    <message>
        <source>In the sandbox: its folder, a private /tmp, the network.</source>
        <translation>在沙盒中：其文件夹、私有 /tmp、网络。</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>在沙盒外以你的权限运行。</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>附带 {values}</translation>
    </message>
    <message>
        <source>secret: kept in the keyring</source>
        <translation>机密：保存在密钥环中</translation>
    </message>
    <message>
        <source>kept: leave empty to keep it</source>
        <translation>已保存：留空则保留原值</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>On Wayland only the desktop may give global shortcuts (its GlobalShortcuts portal), and Desktop Agent does not use it yet: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>在 Wayland 上，只有桌面环境能提供全局快捷键（通过其 GlobalShortcuts portal），而 Desktop Agent 尚未使用它：快捷键在此无效。快速提问位于系统托盘菜单中。</translation>
    </message>
    <message>
        <source>This desktop offers no global shortcuts: Quick ask is in the tray&apos;s menu.</source>
        <translation>此桌面环境不支持全局快捷键：快速提问位于系统托盘菜单中。</translation>
    </message>
    <message>
        <source>“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.</source>
        <translation>“{text}”不是快捷键：请输入修饰键和一个按键，例如 Ctrl+Alt+Space。</translation>
    </message>
    <message>
        <source>The shortcut could not be set up: {error}</source>
        <translation>无法设置快捷键：{error}</translation>
    </message>
    <message>
        <source>Another application already uses this shortcut: choose another.</source>
        <translation>另一个应用已在使用此快捷键：请另选一个。</translation>
    </message>
    <message>
        <source>The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>快捷键需要 X11 库（libX11），但无法加载：快捷键在此不起作用。快速提问在系统托盘菜单中。</translation>
    </message>
    <message>
        <source>On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>在 Wayland 上，只有桌面环境能通过其 GlobalShortcuts 门户提供全局快捷键，而此桌面环境不提供该门户：快捷键在此无效。快速提问位于托盘菜单中。</translation>
    </message>
    <message>
        <source>The desktop did not give Quick ask its shortcut (refused or cancelled): set the shortcut again to be asked again. Quick ask is in the tray&apos;s menu.</source>
        <translation>桌面环境未给快速提问分配快捷键（被拒绝或已取消）：请重新设置快捷键以再次请求。快速提问位于托盘菜单中。</translation>
    </message>
    <message>
        <source>Open Desktop Agent&apos;s Quick ask</source>
        <translation>打开 Desktop Agent 的快速提问</translation>
    </message>
    <message>
        <source>The desktop took Quick ask&apos;s shortcut without a key: give it one in the desktop&apos;s keyboard settings.</source>
        <translation>桌面环境接受了快速提问的快捷键，但未分配按键：请在桌面环境的键盘设置中为其指定一个。</translation>
    </message>
    <message>
        <source>The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the desktop&apos;s keyboard settings.</source>
        <translation>桌面环境为快速提问分配了快捷键 {chosen}，而不是 {asked}：请在桌面环境的键盘设置中更改。</translation>
    </message>
    <message>
        <source>The desktop ended Quick ask&apos;s shortcut: set the shortcut again to take it back.</source>
        <translation>桌面环境已取消快速提问的快捷键：请重新设置快捷键以恢复。</translation>
    </message>
</context>
<context>
    <name>McpBrowsePage</name>
    <message>
        <source>Search the registry by name</source>
        <translation>按名称搜索注册表</translation>
    </message>
    <message>
        <source>The MCP Registry to search (saved with OK or Apply)</source>
        <translation>要搜索的 MCP 注册表（点“确定”或“应用”后保存）</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>更多…</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>注册表</translation>
    </message>
    <message>
        <source>The registry address must be an http(s):// address.</source>
        <translation>注册表地址必须是 http(s):// 地址。</translation>
    </message>
    <message>
        <source>Asking the registry…</source>
        <translation>正在查询注册表…</translation>
    </message>
    <message>
        <source>No server in this registry has “{q}” in its name.</source>
        <translation>此注册表中没有名称包含“{q}”的服务器。</translation>
    </message>
    <message>
        <source>This registry lists no servers.</source>
        <translation>此注册表中没有列出任何服务器。</translation>
    </message>
    <message>
        <source>Fill in {names} first: the server needs it.</source>
        <translation>请先填写 {names}：服务器需要它。</translation>
    </message>
    <message>
        <source>Installing {name}…</source>
        <translation>正在安装 {name}…</translation>
    </message>
    <message>
        <source>Installed {name}.</source>
        <translation>已安装 {name}。</translation>
    </message>
    <message>
        <source>Updated {name}.</source>
        <translation>已更新 {name}。</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>已移除 {name}。</translation>
    </message>
    <message>
        <source>Could not save the MCP server file: {reason}.</source>
        <translation>无法保存 MCP 服务器文件：{reason}。</translation>
    </message>
    <message>
        <source>Something went wrong; the details are in the log.</source>
        <translation>出了点问题；详情见日志。</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <source>Ask anything — Enter sends, Esc hides</source>
        <translation>有问题尽管问 — 按 Enter 发送，按 Esc 隐藏</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Question asked</source>
        <translation>所提问题</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Open in window</source>
        <translation>在窗口中打开</translation>
    </message>
    <message>
        <source>Go on with this conversation in the main window</source>
        <translation>在主窗口中继续此对话</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>正在提问…</translation>
    </message>
    <message>
        <source>Ask another question — Enter sends, Esc hides</source>
        <translation>再问一个问题 — 按 Enter 发送，按 Esc 隐藏</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>正在生成…</translation>
    </message>
    <message>
        <source>Waiting for your answer in the main window</source>
        <translation>正在主窗口中等待你的回应</translation>
    </message>
    <message>
        <source>Using {tool}…</source>
        <translation>正在使用 {tool}…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Done, without an answer in words</source>
        <translation>完成，没有文字回答</translation>
    </message>
</context>
<context>
    <name>SchedulesDialog</name>
    <message>
        <source>Schedules</source>
        <translation>计划任务</translation>
    </message>
    <message>
        <source>Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a call the job&apos;s rules do not allow is refused and the run goes on without it. Each run is a session in your history.</source>
        <translation>即使窗口已关闭，计划任务也会按计划运行提示词。运行时不会询问任何人：任务规则不允许的调用会被拒绝，运行会跳过该调用继续进行。每次运行都会作为一个会话保存在历史记录中。</translation>
    </message>
    <message>
        <source>Scheduled jobs</source>
        <translation>计划任务</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>下次运行</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>上次运行</translation>
    </message>
    <message>
        <source>On</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>立即运行</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>所选任务的运行记录</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Said</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Double-click a run to open its session.</source>
        <translation>双击某次运行即可打开其会话。</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>{text} — cron {cron}, this computer&apos;s time</source>
        <translation>{text} — cron {cron}，本机时间</translation>
    </message>
    <message>
        <source>Runs on its schedule when checked</source>
        <translation>勾选后按计划运行</translation>
    </message>
    <message>
        <source>Runs of {name}</source>
        <translation>{name} 的运行记录</translation>
    </message>
    <message>
        <source>Run by hand</source>
        <translation>手动运行</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>尚未运行</translation>
    </message>
    <message>
        <source>Registered as: {where}</source>
        <translation>注册为：{where}</translation>
    </message>
    <message>
        <source>That run has no session.</source>
        <translation>该次运行没有会话。</translation>
    </message>
    <message>
        <source>{name} runs on its schedule.</source>
        <translation>{name} 将按计划运行。</translation>
    </message>
    <message>
        <source>{name} is off.</source>
        <translation>{name} 已关闭。</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>添加计划任务</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>编辑 {name}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>已保存 {name}。</translation>
    </message>
    <message>
        <source>Remove the job?</source>
        <translation>移除该任务？</translation>
    </message>
    <message>
        <source>Remove {name}? It will not run again; the sessions of its runs stay in your history.</source>
        <translation>移除 {name}？它将不再运行；其各次运行的会话会保留在历史记录中。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>已移除 {name}。</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>正在运行 {name}…</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name}：{outcome}</translation>
    </message>
    <message>
        <source>Re-run with these approved…</source>
        <translation>批准后重新运行…</translation>
    </message>
    <message>
        <source>Run the job once more, allowing exactly the calls the selected run refused</source>
        <translation>再运行一次任务，仅允许所选运行中被拒绝的调用</translation>
    </message>
    <message>
        <source>That job is no longer scheduled.</source>
        <translation>该任务已不在计划中。</translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新建会话</translation>
    </message>
    <message>
        <source>{title} — waiting for your approval</source>
        <translation>{title} — 等待你的批准</translation>
    </message>
    <message>
        <source>{title} — answering…</source>
        <translation>{title} — 正在回答…</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新建对话</translation>
    </message>
    <message>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <source>Quick ask ({shortcut})</source>
        <translation>快速提问（{shortcut}）</translation>
    </message>
    <message>
        <source>Show Desktop Agent</source>
        <translation>显示 Desktop Agent</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Desktop Agent keeps working in the tray.</source>
        <translation>Desktop Agent 会在系统托盘中继续运行。</translation>
    </message>
    <message>
        <source>Quit from the tray&apos;s menu.</source>
        <translation>要退出，请使用系统托盘菜单。</translation>
    </message>
    <message>
        <source>An answer is still being written.</source>
        <translation>仍有一个回答正在生成。</translation>
    </message>
    <message>
        <source>{n} answers are still being written.</source>
        <translation>仍有 {n} 个回答正在生成。</translation>
    </message>
    <message>
        <source>Runs are scheduled.</source>
        <translation>有计划任务待运行。</translation>
    </message>
    <message>
        <source>Keep running in the tray?</source>
        <translation>在系统托盘中保持运行？</translation>
    </message>
    <message>
        <source>Desktop Agent can go on in the tray and tell you when it is done. You can change this in Settings › Appearance.</source>
        <translation>Desktop Agent 可以在系统托盘中继续运行，并在完成时通知你。你可以在“设置 › 外观”中更改此选项。</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>在系统托盘中保持运行</translation>
    </message>
    <message>
        <source>Approval waiting</source>
        <translation>等待批准</translation>
    </message>
    <message>
        <source>{title}: {tool} waits for your approval.</source>
        <translation>{title}：{tool} 正在等待你的批准。</translation>
    </message>
    <message>
        <source>Answer ready</source>
        <translation>回答已就绪</translation>
    </message>
    <message>
        <source>Answer stopped</source>
        <translation>回答已停止</translation>
    </message>
    <message>
        <source>{name} — next {when}</source>
        <translation>{name} — 下次 {when}</translation>
    </message>
    <message>
        <source>Schedules…</source>
        <translation>计划任务…</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Read {path}</source>
        <translation>读取 {path}</translation>
    </message>
    <message>
        <source>Write {path}</source>
        <translation>写入 {path}</translation>
    </message>
    <message>
        <source>Edit {path}</source>
        <translation>编辑 {path}</translation>
    </message>
    <message>
        <source>Delete {path}</source>
        <translation>删除 {path}</translation>
    </message>
    <message>
        <source>Run `{command}`</source>
        <translation>运行 `{command}`</translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation>工作区</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>列出 {folder}</translation>
    </message>
    <message>
        <source>Search for “{text}”</source>
        <translation>搜索“{text}”</translation>
    </message>
    <message>
        <source>Find files like “{text}”</source>
        <translation>查找类似“{text}”的文件</translation>
    </message>
    <message>
        <source>Read {page}</source>
        <translation>读取 {page}</translation>
    </message>
    <message>
        <source>Search the web for “{text}”</source>
        <translation>在网上搜索“{text}”</translation>
    </message>
    <message>
        <source>Search “{bases}” for “{text}”</source>
        <translation>在“{bases}”中搜索“{text}”</translation>
    </message>
    <message>
        <source>Search the knowledge bases for “{text}”</source>
        <translation>在知识库中搜索“{text}”</translation>
    </message>
    <message>
        <source>Remember “{text}”</source>
        <translation>记住“{text}”</translation>
    </message>
    <message>
        <source>Search past chats for “{text}”</source>
        <translation>在过去的对话中搜索“{text}”</translation>
    </message>
    <message>
        <source>Ask you “{text}”</source>
        <translation>询问你：“{text}”</translation>
    </message>
    <message>
        <source>Use the skill “{name}”</source>
        <translation>使用技能“{name}”</translation>
    </message>
    <message>
        <source>Update the plan</source>
        <translation>更新计划</translation>
    </message>
    <message>
        <source>…{n:,} more lines</source>
        <translation>…还有 {n:,} 行</translation>
    </message>
    <message>
        <source>Use the skill “{name}” from {server}</source>
        <translation>使用 {server} 的技能“{name}”</translation>
    </message>
</context>
<context>
    <name>RerunReview</name>
    <message>
        <source>Re-run with these approved?</source>
        <translation>批准这些调用后重新运行？</translation>
    </message>
    <message>
        <source>Run {name} now, allowing this once exactly the calls below, which its run of {when} refused. Any other call that would ask is refused as usual; the job&apos;s rules stay as they are.</source>
        <translation>现在运行 {name}，仅此一次允许下面这些在 {when} 的运行中被拒绝的调用。其他需要询问的调用照常被拒绝；任务的规则保持不变。</translation>
    </message>
    <message>
        <source>Still refused (only a chat can approve them):</source>
        <translation>仍被拒绝（只能在聊天中批准）：</translation>
    </message>
    <message>
        <source>The calls to allow</source>
        <translation>要允许的调用</translation>
    </message>
    <message>
        <source>Run with these allowed</source>
        <translation>允许这些调用并运行</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Server address</source>
        <translation>服务器地址</translation>
    </message>
    <message>
        <source>Server address problem</source>
        <translation>服务器地址问题</translation>
    </message>
    <message>
        <source>Only if the server asks for one</source>
        <translation>仅在服务器要求时</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The model&apos;s name, or Test to list them</source>
        <translation>模型名称，或点“测试”列出</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Test the connection to the server</source>
        <translation>测试与服务器的连接</translation>
    </message>
    <message>
        <source>Server test result</source>
        <translation>服务器测试结果</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>使用此服务器</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <source>Or a server of your own</source>
        <translation>或者您自己的服务器</translation>
    </message>
    <message>
        <source>My own server (OpenAI-compatible)…</source>
        <translation>我自己的服务器（兼容 OpenAI）…</translation>
    </message>
    <message>
        <source>Set up my own OpenAI-compatible server</source>
        <translation>设置我自己的兼容 OpenAI 的服务器</translation>
    </message>
    <message>
        <source>vLLM, LM Studio, llama.cpp or another server that speaks OpenAI&apos;s API, at any address.</source>
        <translation>vLLM、LM Studio、llama.cpp 或其他支持 OpenAI API 的服务器，任意地址。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>请输入服务器地址，例如 http://192.168.1.20:8000/v1。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>端口必须是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address; put a key in API key.</source>
        <translation>地址中不要包含用户名和密码；密钥请填在“API 密钥”中。</translation>
    </message>
    <message>
        <source>Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>请输入不含 ? 或 # 的地址，例如 http://192.168.1.20:8000/v1。</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>正在测试…</translation>
    </message>
    <message>
        <source>Asking {url} for its models…</source>
        <translation>正在向 {url} 查询模型…</translation>
    </message>
    <message>
        <source>{url} is reachable, but lists no models: type the model&apos;s name.</source>
        <translation>{url} 可以访问，但没有列出模型：请输入模型名称。</translation>
    </message>
    <message>
        <source>{url} is reachable with one model.</source>
        <translation>{url} 可以访问，有一个模型。</translation>
    </message>
    <message>
        <source>{url} is reachable with {count} models.</source>
        <translation>{url} 可以访问，有 {count} 个模型。</translation>
    </message>
    <message>
        <source>{address} refused the connection: no server listens on that port. Is it running, and listening on the network (not only on its own computer&apos;s 127.0.0.1)?</source>
        <translation>{address} 拒绝了连接：该端口上没有服务器在监听。它是否在运行，并且在网络上监听（而不仅是在其本机的 127.0.0.1 上）？</translation>
    </message>
    <message>
        <source>The computer {host} is not known. Check the address for typing errors.</source>
        <translation>找不到计算机 {host}。请检查地址是否有拼写错误。</translation>
    </message>
    <message>
        <source>{address} did not answer within {seconds} seconds. Check the address, the port and any firewall.</source>
        <translation>{address} 在 {seconds} 秒内没有响应。请检查地址、端口和防火墙。</translation>
    </message>
    <message>
        <source>{address} answers, but its certificate is not trusted by this computer (self-signed?). Use http:// on a trusted network, or a certificate this computer trusts.</source>
        <translation>{address} 有响应，但本机不信任其证书（自签名？）。请在受信任的网络中使用 http://，或使用本机信任的证书。</translation>
    </message>
    <message>
        <source>Could not reach {address}. Check the address and the network.</source>
        <translation>无法访问 {address}。请检查地址和网络。</translation>
    </message>
    <message>
        <source>The server answers, but needs an API key: enter it and test again.</source>
        <translation>服务器有响应，但需要 API 密钥：请输入后再测试。</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP {status}). Check the key.</source>
        <translation>服务器拒绝了 API 密钥（HTTP {status}）。请检查密钥。</translation>
    </message>
    <message>
        <source>The server sends the request elsewhere ({location}). If you trust that address, enter it instead.</source>
        <translation>服务器将请求转到别处（{location}）。如果您信任该地址，请改为输入它。</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP {status}).</source>
        <translation>服务器返回了错误（HTTP {status}）。</translation>
    </message>
    <message>
        <source>The server&apos;s answer is larger than {size} MB: not an OpenAI-compatible model list.</source>
        <translation>服务器的响应超过 {size} MB：不是兼容 OpenAI 的模型列表。</translation>
    </message>
    <message>
        <source>Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at {models}. Such addresses usually end in /v1.</source>
        <translation>{url} 有响应，但不是兼容 OpenAI 的服务器：{models} 没有模型列表。此类地址通常以 /v1 结尾。</translation>
    </message>
    <message>
        <source>Enter the model&apos;s name, or press Test to list the server&apos;s models.</source>
        <translation>请输入模型名称，或点“测试”列出服务器的模型。</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>(code block)</source>
        <translation>（代码块）</translation>
    </message>
    <message>
        <source>(code block in {language})</source>
        <translation>（{language} 代码块）</translation>
    </message>
    <message>
        <source>(code)</source>
        <translation>（代码）</translation>
    </message>
    <message>
        <source>(a table with {rows} rows)</source>
        <translation>（一个 {rows} 行的表格）</translation>
    </message>
    <message>
        <source>(a table with one row)</source>
        <translation>（一个单行表格）</translation>
    </message>
    <message>
        <source>(formula)</source>
        <translation>（公式）</translation>
    </message>
    <message>
        <source>(image)</source>
        <translation>（图片）</translation>
    </message>
</context>
<context>
    <name>VoicePage</name>
    <message>
        <source>Dictation</source>
        <translation>语音输入</translation>
    </message>
    <message>
        <source>On this computer (English)</source>
        <translation>本机（英语）</translation>
    </message>
    <message>
        <source>An endpoint (any language)</source>
        <translation>端点（任何语言）</translation>
    </message>
    <message>
        <source>Endpoint provider</source>
        <translation>端点提供商</translation>
    </message>
    <message>
        <source>the default provider</source>
        <translation>默认提供商</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>转写模型</translation>
    </message>
    <message>
        <source>Language spoken</source>
        <translation>说话语言</translation>
    </message>
    <message>
        <source>The window&apos;s</source>
        <translation>与窗口相同</translation>
    </message>
    <message>
        <source>Send what was dictated at once</source>
        <translation>立即发送语音输入的内容</translation>
    </message>
    <message>
        <source>Read answers with</source>
        <translation>朗读回答时使用</translation>
    </message>
    <message>
        <source>This computer&apos;s voices</source>
        <translation>本机语音</translation>
    </message>
    <message>
        <source>The endpoint&apos;s speech</source>
        <translation>端点的语音合成</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <source>The language&apos;s first voice</source>
        <translation>该语言的第一个语音</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>语音合成模型</translation>
    </message>
    <message>
        <source>Endpoint voice</source>
        <translation>端点语音</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a small speech model (Moonshine tiny, English), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) understands other languages and gets the recording. The endpoint uses a provider&apos;s address and key.</source>
        <translation>在此计算机上进行语音输入会使用一个小型语音识别模型（Moonshine tiny，英语），只需下载一次；您说的任何内容都不会离开此计算机。端点（兼容 OpenAI 的 /audio/transcriptions，例如 OpenAI 的或本地服务器的）可识别其他语言，并会接收录音。端点使用提供商的地址和密钥。</translation>
    </message>
    <message>
        <source>Dictation:</source>
        <translation>语音输入：</translation>
    </message>
    <message>
        <source>Endpoint provider:</source>
        <translation>端点提供商：</translation>
    </message>
    <message>
        <source>Transcription model:</source>
        <translation>转写模型：</translation>
    </message>
    <message>
        <source>Language spoken:</source>
        <translation>说话语言：</translation>
    </message>
    <message>
        <source>Read answers with:</source>
        <translation>朗读回答时使用：</translation>
    </message>
    <message>
        <source>Voice:</source>
        <translation>语音：</translation>
    </message>
    <message>
        <source>Speech model:</source>
        <translation>语音合成模型：</translation>
    </message>
    <message>
        <source>Endpoint voice:</source>
        <translation>端点语音：</translation>
    </message>
    <message>
        <source>The speech model ({megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>语音识别模型（{megabytes} MB）会在您首次使用语音输入时下载。</translation>
    </message>
    <message>
        <source>The speech model is on this computer.</source>
        <translation>语音识别模型已在此计算机上。</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>在此计算机上</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}) is on this computer.</source>
        <translation>该语言的语音模型（{model}）已在此计算机上。</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}, {megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>该语言的语音模型（{model}，{megabytes} MB）会在您第一次听写时下载。</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for English, Whisper base for the others), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) gets the recording instead, with a provider&apos;s address and key.</source>
        <translation>此计算机上的听写使用按语言选择的语音模型（英语用 Moonshine tiny，其他语言用 Whisper base），只下载一次；您说的内容不会离开此计算机。若使用端点（与 OpenAI 兼容的 /audio/transcriptions，例如 OpenAI 的或本地服务器的），录音会改为发送到那里，并使用提供商的地址和密钥。</translation>
    </message>
</context>
<context>
    <name>UpdatesPage</name>
    <message>
        <source>Look for a new version once a day</source>
        <translation>每天检查一次新版本</translation>
    </message>
    <message>
        <source>Update feed</source>
        <translation>更新源</translation>
    </message>
    <message>
        <source>the project&apos;s own</source>
        <translation>项目官方更新源</translation>
    </message>
    <message>
        <source>Root of trust</source>
        <translation>信任根</translation>
    </message>
    <message>
        <source>the one shipped with the app</source>
        <translation>应用自带的信任根</translation>
    </message>
    <message>
        <source>This copy is {version}. {how}</source>
        <translation>此副本的版本为 {version}。{how}</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>立即检查</translation>
    </message>
    <message>
        <source>Updates are described by signed metadata, checked before anything is downloaded or unpacked; the new version is put beside this one and swapped in only when it is complete. Your history and settings are never touched.</source>
        <translation>更新由已签名的元数据描述，在下载或解压任何内容之前都会先进行校验；新版本会放在当前版本旁边，仅在完整无误后才进行替换。您的历史记录和设置绝不会被改动。</translation>
    </message>
    <message>
        <source>Update feed:</source>
        <translation>更新源：</translation>
    </message>
    <message>
        <source>Root of trust:</source>
        <translation>信任根：</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, or nothing.</source>
        <translation>请输入 http:// 或 https:// 地址，或留空。</translation>
    </message>
    <message>
        <source>Looking for a new version…</source>
        <translation>正在检查新版本…</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available.</source>
        <translation>Desktop Agent {version} 已可用。</translation>
    </message>
    <message>
        <source>This is the newest version.</source>
        <translation>当前已是最新版本。</translation>
    </message>
</context>
<context>
    <name>BundleDialog</name>
    <message>
        <source>Install {name}?</source>
        <translation>安装 {name}？</translation>
    </message>
    <message>
        <source>{title} {version}, by {author}</source>
        <translation>{title} {version}，作者：{author}</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>工具：{names}</translation>
    </message>
    <message>
        <source>It will run, in the sandbox with the network:</source>
        <translation>将在沙盒中运行，可访问网络：</translation>
    </message>
    <message>
        <source>A server called {name} exists: installing replaces it.</source>
        <translation>已存在名为 {name} 的服务器：安装将替换它。</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>several, separated by {sep}</source>
        <translation>可填多个，以 {sep} 分隔</translation>
    </message>
    <message>
        <source>With {variables}</source>
        <translation>使用 {variables}</translation>
    </message>
    <message>
        <source>Could not install the bundle; the details are in the log.</source>
        <translation>无法安装该包；详情见日志。</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Moonshine tiny, English</source>
        <translation>Moonshine tiny，英语</translation>
    </message>
    <message>
        <source>Whisper base, 99 languages</source>
        <translation>Whisper base，99 种语言</translation>
    </message>
</context>
<context>
    <name>McpViews</name>
    <message>
        <source>Open link</source>
        <translation>打开链接</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to open this address in your browser:</source>
        <translation>MCP 服务器“{server}”的视图请求在浏览器中打开此地址：</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Send a message</source>
        <translation>发送消息</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to send this message as yours:</source>
        <translation>MCP 服务器“{server}”的视图请求以您的名义发送此消息：</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Context from {server}.md</source>
        <translation>来自 {server} 的上下文.md</translation>
    </message>
    <message>
        <source>The view&apos;s conversation is no longer shown.</source>
        <translation>此视图所在的对话已不再显示。</translation>
    </message>
    <message>
        <source>This call&apos;s view is no longer kept.</source>
        <translation>此调用的视图已不再保留。</translation>
    </message>
    <message>
        <source>{tool} — a view of the MCP server “{server}”</source>
        <translation>{tool} — MCP 服务器“{server}”的视图</translation>
    </message>
</context>
<context>
    <name>WebEngine</name>
    <message>
        <source>This installation does not include the web engine, and it cannot be added to it: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>此安装不包含网页引擎，也无法向其中添加：请通过带 apps 附加项的 Python 包安装本应用（pip install &quot;desktop-agent[apps]&quot;）。</translation>
    </message>
    <message>
        <source>The Python environment the app runs in has no pip, so the web engine cannot be added from here: install PySide6-Addons {version} into it.</source>
        <translation>本应用运行的 Python 环境中没有 pip，因此无法从这里添加网页引擎：请在其中安装 PySide6-Addons {version}。</translation>
    </message>
    <message>
        <source>This build of the app cannot add the web engine on this system: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>此版本的应用无法在此系统上添加网页引擎：请通过 Python 包并带上 apps 附加项安装应用（pip install &quot;desktop-agent[apps]&quot;）。</translation>
    </message>
</context>
<context>
    <name>WebEngineRow</name>
    <message>
        <source>MCP Apps&apos; views</source>
        <translation>MCP Apps 视图</translation>
    </message>
    <message>
        <source>Add the web engine…</source>
        <translation>添加网页引擎…</translation>
    </message>
    <message>
        <source>Add the web engine</source>
        <translation>添加网页引擎</translation>
    </message>
    <message>
        <source>What adding the web engine printed</source>
        <translation>添加网页引擎时的输出</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are shown in their tool cards (web engine {version}).</source>
        <translation>MCP Apps 视图显示在各自的工具卡片中（网页引擎 {version}）。</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views need the web engine, which is not installed (about {size} MB to download): until then, a tool with a view shows its text result.</source>
        <translation>MCP Apps 视图需要网页引擎，但尚未安装（约 {size} MB 下载）：在此之前，带视图的工具显示其文本结果。</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are not shown: tools with a view show their text results.</source>
        <translation>不显示 MCP Apps 视图：带视图的工具显示其文本结果。</translation>
    </message>
    <message>
        <source>This runs the command below, which downloads about {size} MB and adds it to the app:</source>
        <translation>这将运行下面的命令，下载约 {size} MB 并添加到本应用：</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Adding the web engine… (about {size} MB)</source>
        <translation>正在添加网页引擎…（约 {size} MB）</translation>
    </message>
    <message>
        <source>Done: the next views show in their tool cards.</source>
        <translation>完成：之后的视图将显示在各自的工具卡片中。</translation>
    </message>
    <message>
        <source>Downloading the web engine</source>
        <translation>正在下载网页引擎</translation>
    </message>
    <message>
        <source>%p% of {size} MB</source>
        <translation>{size} MB 中的 %p%</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop downloading the web engine</source>
        <translation>停止下载网页引擎</translation>
    </message>
    <message>
        <source>This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept in {folder}.</source>
        <translation>将从 {host} 下载 {size} MB：PySide6-Addons 和 PySide6-Essentials {version}，每个都会与构建此应用时记录的 SHA-256 校验和核对。其中约 {disk} MB 会保存在 {folder}。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Downloading the web engine…</source>
        <translation>正在下载网页引擎…</translation>
    </message>
    <message>
        <source>The download was stopped; nothing of it was kept.</source>
        <translation>下载已停止；没有保留任何内容。</translation>
    </message>
    <message>
        <source>The web engine was not added: {why}</source>
        <translation>未添加网页引擎：{why}</translation>
    </message>
    <message>
        <source>The next views show in their tool cards.</source>
        <translation>之后的视图将显示在其工具卡片中。</translation>
    </message>
</context>
<context>
    <name>ViewWindow</name>
    <message>
        <source>Whose view this is</source>
        <translation>这是谁的视图</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>返回聊天</translation>
    </message>
</context>
</TS>
