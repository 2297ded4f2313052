<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26"/>
        <source>Pinned</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30"/>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32"/>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53"/>
        <source>Yesterday</source>
        <translation>昨日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34"/>
        <source>Previous 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36"/>
        <source>Previous 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38"/>
        <source>{month} {year}</source>
        <translation>{year}年{month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48"/>
        <source>now</source>
        <translation>たった今</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50"/>
        <source>{n} min</source>
        <translation>{n} 分前</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="51"/>
        <source>{n} h</source>
        <translation>{n} 時間前</translation>
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
        <location filename="../../desktop_agent/ui/mention_menu.py" line="277"/>
        <source>works with the tools; asks before changes</source>
        <translation>ツールで作業し、変更の前に確認します</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="278"/>
        <source>reads only, then proposes a plan</source>
        <translation>読み取りのみ行い、計画を提案します</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="279"/>
        <source>talks; no tools</source>
        <translation>会話のみ。ツールなし</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="281"/>
        <source>a profile</source>
        <translation>プロファイル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="285"/>
        <source>{folder} brings skills of its own</source>
        <translation>{folder} に独自のスキルがあります</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>When it runs</source>
        <translation>実行タイミング</translation>
    </message>
    <message>
        <source>At</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Schedule in words or cron</source>
        <translation>言葉または cron で指定するスケジュール</translation>
    </message>
    <message>
        <source>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot;, or cron &quot;0 8 * * 1-5&quot;</source>
        <translation>&quot;weekdays 08:00&quot;、&quot;every 30 minutes&quot;、または cron &quot;0 8 * * 1-5&quot;</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <source>What each run asks, e.g. “Summarise the new issues”</source>
        <translation>各実行で依頼する内容。例: 「新しい Issue を要約して」</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>ワークスペースフォルダー</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>Allowed without asking</source>
        <translation>確認なしで許可</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>実行タイミング:</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>プロンプト:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>ワークスペース:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>モデル:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>許可:</translation>
    </message>
    <message>
        <source>Limits per run:</source>
        <translation>実行ごとの上限:</translation>
    </message>
    <message>
        <source>Next run: {when} (this computer&apos;s time)</source>
        <translation>次回の実行: {when} (このコンピューターの時刻)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>保存しています…</translation>
    </message>
    <message>
        <source>Every hour</source>
        <translation>毎時</translation>
    </message>
    <message>
        <source>Every minute</source>
        <translation>毎分</translation>
    </message>
    <message>
        <source>Every {n} minutes</source>
        <translation>{n} 分ごと</translation>
    </message>
    <message>
        <source>Every day at {time}</source>
        <translation>毎日 {time}</translation>
    </message>
    <message>
        <source>Every weekday at {time}</source>
        <translation>平日 {time}</translation>
    </message>
    <message>
        <source>Weekends at {time}</source>
        <translation>週末 {time}</translation>
    </message>
    <message>
        <source>{days} at {time}</source>
        <translation>{days} {time}</translation>
    </message>
    <message>
        <source>{text} (cron {cron})</source>
        <translation>{text} (cron {cron})</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Done, {n} refused</source>
        <translation>完了 (拒否 {n} 件)</translation>
    </message>
    <message>
        <source>Stopped at a limit</source>
        <translation>上限に達して停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>{outcome}, {when}</source>
        <translation>{outcome}、{when}</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} トークン</translation>
    </message>
    <message>
        <source>{tokens} tokens, {cost}</source>
        <translation>{tokens} トークン、{cost}</translation>
    </message>
    <message>
        <source>Sundays</source>
        <translation>毎週日曜日</translation>
    </message>
    <message>
        <source>Mondays</source>
        <translation>毎週月曜日</translation>
    </message>
    <message>
        <source>Tuesdays</source>
        <translation>毎週火曜日</translation>
    </message>
    <message>
        <source>Wednesdays</source>
        <translation>毎週水曜日</translation>
    </message>
    <message>
        <source>Thursdays</source>
        <translation>毎週木曜日</translation>
    </message>
    <message>
        <source>Fridays</source>
        <translation>毎週金曜日</translation>
    </message>
    <message>
        <source>Saturdays</source>
        <translation>毎週土曜日</translation>
    </message>
    <message>
        <source>Download the speech model?</source>
        <translation>音声認識モデルをダウンロードしますか？</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model (Moonshine tiny, English). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

For other languages, choose an endpoint in Settings › Voice instead.</source>
        <translation>このコンピューターでの音声入力には音声認識モデル（Moonshine tiny、英語）を使用します。モデルは Hugging Face から一度だけ（{megabytes} MB）ダウンロードされ、検証後にデータフォルダーに保存されます。話した内容がこのコンピューターの外に送られることはありません。

他の言語を使う場合は、代わりに「設定 › 音声」でエンドポイントを選択してください。</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>ダウンロードの進行状況</translation>
    </message>
    <message>
        <source>Download ({megabytes} MB)</source>
        <translation>ダウンロード（{megabytes} MB）</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Dictate</source>
        <translation>音声入力</translation>
    </message>
    <message>
        <source>Dictate ({keys}): hold to talk, or click to start and click again to stop</source>
        <translation>音声入力（{keys}）：押している間だけ話すか、クリックで開始してもう一度クリックで停止します</translation>
    </message>
    <message>
        <source>Recording time</source>
        <translation>録音時間</translation>
    </message>
    <message>
        <source>Stop dictating</source>
        <translation>音声入力を停止</translation>
    </message>
    <message>
        <source>Transcribing…</source>
        <translation>文字起こし中…</translation>
    </message>
    <message>
        <source>Nothing was heard.</source>
        <translation>何も聞き取れませんでした。</translation>
    </message>
    <message>
        <source>Check the microphone and try again.</source>
        <translation>マイクを確認して、もう一度お試しください。</translation>
    </message>
    <message>
        <source>No words were recognised.</source>
        <translation>言葉を認識できませんでした。</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>もう一度お試しください。</translation>
    </message>
    <message>
        <source>A new version of Desktop Agent</source>
        <translation>Desktop Agent の新しいバージョン</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available (you have {current}). {size}</source>
        <translation>Desktop Agent {version} が利用可能です（現在のバージョンは {current} です）。{size}</translation>
    </message>
    <message>
        <source>Download: {size}.</source>
        <translation>ダウンロード：{size}。</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>変更内容</translation>
    </message>
    <message>
        <source>The feed says nothing about what changed.</source>
        <translation>更新フィードには変更内容の記載がありません。</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>Update now</source>
        <translation>今すぐ更新</translation>
    </message>
    <message>
        <source>The feed no longer offers a new version.</source>
        <translation>更新フィードで新しいバージョンが提供されなくなりました。</translation>
    </message>
    <message>
        <source>Restart later</source>
        <translation>後で再起動</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is installed. Restart the app to use it.</source>
        <translation>Desktop Agent {version} がインストールされました。使用するにはアプリを再起動してください。</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>今すぐ再起動</translation>
    </message>
    <message>
        <source>The new version could not be started: {why}</source>
        <translation>新しいバージョンを起動できませんでした：{why}</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

An endpoint can transcribe instead: Settings › Voice.</source>
        <translation>このコンピューターでの音声入力には音声認識モデル（{model}）を使います。Hugging Face から一度だけ（{megabytes} MB）ダウンロードし、検証してデータフォルダーに保存します。話した内容がこのコンピューターの外に出ることはありません。

代わりにエンドポイントで文字起こしすることもできます：「設定 › 音声」。</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46"/>
        <source>Follow the system</source>
        <translation>システム設定に従う</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39"/>
        <source>Font size</source>
        <translation>フォントサイズ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42"/>
        <source>System default</source>
        <translation>システムの既定値</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50"/>
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>言語の変更は Desktop Agent の再起動後に反映されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>変更はすぐに反映されます。「キャンセル」で元に戻ります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56"/>
        <source>Theme:</source>
        <translation>テーマ:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57"/>
        <source>Font size:</source>
        <translation>フォントサイズ:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59"/>
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <source>Closing the window while answers are written keeps Desktop Agent in the tray</source>
        <translation>回答の作成中にウィンドウを閉じても、Desktop Agent はトレイに残ります</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>トレイで実行を続ける</translation>
    </message>
    <message>
        <source>Quick ask shortcut</source>
        <translation>クイック質問のショートカット</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>ショートカットをクリア</translation>
    </message>
    <message>
        <source>Opens Quick ask from any application.</source>
        <translation>どのアプリケーションからでもクイック質問を開きます。</translation>
    </message>
    <message>
        <source>Tray:</source>
        <translation>トレイ:</translation>
    </message>
    <message>
        <source>Quick ask:</source>
        <translation>クイック質問:</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76"/>
        <source>Approve {tool}?</source>
        <translation>{tool} を承認しますか?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82"/>
        <source>{tool} wants to run</source>
        <translation>{tool} を実行しようとしています</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83"/>
        <source>Tool</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88"/>
        <source>Risk</source>
        <translation>リスク</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99"/>
        <source>a built-in tool</source>
        <translation>組み込みツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation>MCP サーバー「{server}」のツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104"/>
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>要求元: {model} · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105"/>
        <source>the model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108"/>
        <source>Why it asks</source>
        <translation>確認の理由</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114"/>
        <source>Why this always asks</source>
        <translation>常に確認が必要な理由</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119"/>
        <source>What will run</source>
        <translation>実行される内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121"/>
        <source>How the tool changed</source>
        <translation>ツールの変更内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123"/>
        <source>Tool changed since you approved it</source>
        <translation>承認後のツールの変更</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128"/>
        <source>Changes</source>
        <translation>変更内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138"/>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142"/>
        <source>Only calls like</source>
        <translation>一致する呼び出しのみ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143"/>
        <source>every call of this tool</source>
        <translation>このツールのすべての呼び出し</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146"/>
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>「このセッションで承認」と「常に承認」の場合: このパターンに一致する呼び出しのみが対象です (src/** のようなパスの glob、git log * のようなコマンド、ホスト)。空欄の場合はツールのすべての呼び出しが対象です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150"/>
        <source>in every folder</source>
        <translation>すべてのフォルダーで</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151"/>
        <source>Always approve in every folder</source>
        <translation>すべてのフォルダーで常に承認</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153"/>
        <source>Only calls like:</source>
        <translation>次に一致する呼び出しのみ:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158"/>
        <source>Note to the model if you deny (optional)</source>
        <translation>拒否する場合のモデルへのメモ (任意)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159"/>
        <source>Note to the model</source>
        <translation>モデルへのメモ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163"/>
        <source>&amp;Approve once</source>
        <translation>今回のみ承認(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164"/>
        <source>Approve</source>
        <translation>承認</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165"/>
        <source>For this &amp;session</source>
        <translation>このセッションで承認(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166"/>
        <source>Approve for this session</source>
        <translation>このセッションで承認</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167"/>
        <source>A&amp;lways</source>
        <translation>常に承認(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Always approve</source>
        <translation>常に承認</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169"/>
        <source>&amp;Deny</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170"/>
        <source>Deny</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>保存されますが、このような呼び出しでは引き続き確認が求められます: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188"/>
        <source>Low risk</source>
        <translation>低リスク</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189"/>
        <source>Medium risk</source>
        <translation>中リスク</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190"/>
        <source>High risk</source>
        <translation>高リスク</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>新規ファイル</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>+{added} −{removed}</source>
        <translation>+{added} −{removed}</translation>
    </message>
    <message>
        <source>Lines changed</source>
        <translation>変更された行</translation>
    </message>
    <message>
        <source>How it runs</source>
        <translation>実行のしかた</translation>
    </message>
    <message>
        <source>Asked by {model} · {origin}</source>
        <translation>{model} からの依頼 · {origin}</translation>
    </message>
    <message>
        <source>Only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>このパターンに合う呼び出しだけ（src/** のようなパス、git log * のようなコマンド、ホスト）。空ならこのツールのすべての呼び出し。</translation>
    </message>
    <message>
        <source>Always approve &amp;calls like:</source>
        <translation>常に承認する&amp;呼び出し:</translation>
    </message>
    <message>
        <source>In every &amp;folder, not only this one</source>
        <translation>すべての&amp;フォルダーで（このフォルダーだけでなく）</translation>
    </message>
    <message>
        <source>Appro&amp;ve always</source>
        <translation>常に承&amp;認</translation>
    </message>
    <message>
        <source>Don&apos;t ask again until this session ends, for calls like: {pattern}</source>
        <translation>このセッションが終わるまで、次のような呼び出しは尋ねない: {pattern}</translation>
    </message>
    <message>
        <source>Don&apos;t ask again for this tool until this session ends</source>
        <translation>このセッションが終わるまで、このツールについては尋ねない</translation>
    </message>
    <message>
        <source>A&amp;lways…</source>
        <translation>常に(&amp;L)…</translation>
    </message>
    <message>
        <source>Always approve…</source>
        <translation>常に承認…</translation>
    </message>
    <message>
        <source>✓ Low risk</source>
        <translation>✓ 低リスク</translation>
    </message>
    <message>
        <source>◆ Medium risk</source>
        <translation>◆ 中リスク</translation>
    </message>
    <message>
        <source>⚠ High risk</source>
        <translation>⚠ 高リスク</translation>
    </message>
    <message>
        <source>Run this command?</source>
        <translation>このコマンドを実行しますか？</translation>
    </message>
    <message>
        <source>Create {path}?</source>
        <translation>{path} を作成しますか？</translation>
    </message>
    <message>
        <source>Overwrite {path}?</source>
        <translation>{path} を上書きしますか？</translation>
    </message>
    <message>
        <source>{action}?</source>
        <translation>{action}？</translation>
    </message>
    <message>
        <source>Use the tool {tool}?</source>
        <translation>ツール {tool} を使いますか？</translation>
    </message>
    <message>
        <source>Not sandboxed: {consequence}</source>
        <translation>サンドボックス外: {consequence}</translation>
    </message>
    <message>
        <source>Asked by the tool&apos;s view in the chat · {origin}</source>
        <translation>チャット内のツールのビューからの依頼 · {origin}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="159"/>
        <source>Attached files</source>
        <translation>添付ファイル</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="252"/>
        <source>Attach files</source>
        <translation>ファイルを添付</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="255"/>
        <source>All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)</source>
        <translation>すべてのファイル (*);;画像 (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="268"/>
        <source>Pasted image {time}.png</source>
        <translation>貼り付けた画像 {time}.png</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="275"/>
        <source>{name} was not attached: a message takes at most {n} files.</source>
        <translation>{name} は添付されませんでした: 1 つのメッセージに添付できるファイルは {n} 個までです。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="313"/>
        <source>{model} does not see images: it gets each image&apos;s name only.</source>
        <translation>{model} は画像を認識できません。各画像の名前だけが渡されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="315"/>
        <source>{model} may not see images; they are sent as images.</source>
        <translation>{model} は画像を認識できない可能性があります。画像はそのまま画像として送信されます。</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="207"/>
        <location filename="../../desktop_agent/ui/chat_document.py" line="214"/>
        <source>Open link</source>
        <translation>リンクを開く</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="208"/>
        <source>Open this address in your browser?</source>
        <translation>このアドレスをブラウザーで開きますか?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="252"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>入力 {inp:,} トークン · 出力 {out:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="256"/>
        <source> · {n:,} from cache</source>
        <translation> · キャッシュから {n:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="268"/>
        <source>Copied to the clipboard</source>
        <translation>クリップボードにコピーしました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="483"/>
        <source>Copy code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="486"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="560"/>
        <source>Thought for a moment</source>
        <translation>少し考えました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="562"/>
        <source>Thought for {s:.0f} s</source>
        <translation>{s:.0f} 秒間考えました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="564"/>
        <source>Thoughts</source>
        <translation>思考</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Ended by an error</source>
        <translation>エラーで終了しました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="684"/>
        <source>  from {server}</source>
        <translation>  {server} から</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="695"/>
        <source>Review…</source>
        <translation>確認…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result ({n:,} lines)</source>
        <translation>結果 ({n:,} 行)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="708"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="714"/>
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… ほか {n:,} 行 (「コピー」ですべてコピーできます)</translation>
    </message>
    <message>
        <source>1 citation removed: the model cited a passage or page it was never given ({ids}).</source>
        <translation>引用を 1 件削除しました：モデルが渡されていない箇所またはページを引用しました（{ids}）。</translation>
    </message>
    <message>
        <source>{n} citations removed: the model cited passages or pages it was never given ({ids}).</source>
        <translation>引用を {n} 件削除しました：モデルが渡されていない箇所またはページを引用しました（{ids}）。</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>  {n:,} lines</source>
        <translation>  {n:,} 行</translation>
    </message>
    <message>
        <source>Hide output</source>
        <translation>出力を隠す</translation>
    </message>
    <message>
        <source>Show output</source>
        <translation>出力を表示</translation>
    </message>
    <message>
        <source>Copy output</source>
        <translation>出力をコピー</translation>
    </message>
    <message>
        <source>… {n:,} more lines (Copy output has them all)</source>
        <translation>… ほか {n:,} 行（「出力をコピー」ですべて取得できます）</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="73"/>
        <source>Conversation</source>
        <translation>会話</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="169"/>
        <source>The preview opened in your browser</source>
        <translation>プレビューをブラウザーで開きました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="171"/>
        <source>No browser could open {path}</source>
        <translation>{path} を開けるブラウザーがありません</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="240"/>
        <source>Show earlier messages ({n:,})</source>
        <translation>以前のメッセージを表示 ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="250"/>
        <source>Show newer messages ({n:,})</source>
        <translation>新しいメッセージを表示 ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397"/>
        <source>Previous version</source>
        <translation>前のバージョン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="400"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="425"/>
        <source>Next version</source>
        <translation>次のバージョン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="418"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="420"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="427"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="429"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="549"/>
        <source>Continue</source>
        <translation>続行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="431"/>
        <source>Pin: kept word for word when earlier messages are summarised</source>
        <translation>ピン留め: 以前のメッセージを要約するときも、原文のまま残します</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="433"/>
        <source>Pinned: kept word for word when earlier messages are summarised. Unpin</source>
        <translation>ピン留め中: 以前のメッセージを要約するときも、原文のまま残します。ピン留めを外す</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="490"/>
        <source>Answering with the skill @{name}.</source>
        <translation>スキル @{name} で回答しています。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="523"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} {delay:.0f} 秒後に再試行します ({n}/{most})。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="541"/>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="546"/>
        <source>Build this plan</source>
        <translation>この計画を実行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="547"/>
        <source>The plan is ready.</source>
        <translation>計画ができました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="580"/>
        <source>Waiting for the first word… {s} s</source>
        <translation>最初の応答を待っています… {s} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="581"/>
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>会話を読み込んでいます… {total} トークン中 {pct}% · {s} 秒</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Open settings</source>
        <translation>設定を開く</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27"/>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79"/>
        <source>Jump to latest</source>
        <translation>最新へ移動</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28"/>
        <source>Jump to the newest message (End)</source>
        <translation>最新のメッセージへ移動 (End)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73"/>
        <source>{n} new messages</source>
        <translation>新しいメッセージ {n} 件</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75"/>
        <source>1 new message</source>
        <translation>新しいメッセージ 1 件</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16"/>
        <source>Summarise what this folder&apos;s project does</source>
        <translation>このフォルダーのプロジェクトが何をするものか要約してください</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17"/>
        <source>Find the TODO comments and list them by file</source>
        <translation>TODO コメントを探して、ファイルごとに一覧にしてください</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18"/>
        <source>Explain the last error in the log and how to fix it</source>
        <translation>ログの最後のエラーとその直し方を説明してください</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34"/>
        <source>New conversation</source>
        <translation>新しい会話</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37"/>
        <source>Ask anything</source>
        <translation>何でも聞いてください</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45"/>
        <source>Model and folder</source>
        <translation>モデルとフォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56"/>
        <source>Put this request in the message box</source>
        <translation>この依頼をメッセージ欄に入力</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73"/>
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  フォルダー: {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28"/>
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>要約を元に戻しました: 以前の {n} 件のメッセージが、再びそのままモデルに送信されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32"/>
        <source>Earlier conversation summarised</source>
        <translation>以前の会話を要約しました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34"/>
        <source>Earlier conversation summarised on request</source>
        <translation>要求に応じて以前の会話を要約しました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36"/>
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} 件のメッセージ、約 {before} → {after} トークン。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88"/>
        <source>Show summary</source>
        <translation>要約を表示</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="70"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="72"/>
        <source>waiting for your approval</source>
        <translation>承認待ち</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="74"/>
        <source>running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="76"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="78"/>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="80"/>
        <source>denied</source>
        <translation>拒否されました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="82"/>
        <source>interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="40"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="121"/>
        <source>the file is no longer there</source>
        <translation>ファイルがもう存在しません</translation>
    </message>
    <message>
        <source>↻ Retried once after an error: {error}</source>
        <translation>↻ エラーのため 1 回再試行しました: {error}</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retried %n times after an error: {error}</source>
        <translation>
            <numerusform>↻ エラーのため %n 回再試行しました: {error}</numerusform>
        </translation>
    </message>
    <message>
        <source>Set one up</source>
        <translation>設定する</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>モデルを設定</translation>
    </message>
    <message>
        <source>Add an API key or choose a model on this computer</source>
        <translation>API キーを追加するか、このコンピューター上のモデルを選んでください</translation>
    </message>
    <message>
        <source>No model set up yet</source>
        <translation>まだモデルが設定されていません</translation>
    </message>
    <message>
        <source>{model} needs an API key. Add one, or choose a model that runs on this computer.</source>
        <translation>{model} には API キーが必要です。キーを追加するか、このコンピューターで動くモデルを選んでください。</translation>
    </message>
    <message>
        <source>Summarise the project</source>
        <translation>プロジェクトを要約</translation>
    </message>
    <message>
        <source>What this folder&apos;s project does</source>
        <translation>このフォルダーのプロジェクトが何をするか</translation>
    </message>
    <message>
        <source>List the TODOs</source>
        <translation>TODO を一覧</translation>
    </message>
    <message>
        <source>Every TODO comment, by file</source>
        <translation>すべての TODO コメントをファイルごとに</translation>
    </message>
    <message>
        <source>Explain an error</source>
        <translation>エラーを説明</translation>
    </message>
    <message>
        <source>The log&apos;s last error, and its fix</source>
        <translation>ログの最後のエラーと直し方</translation>
    </message>
    <message>
        <source>Read aloud (again to stop)</source>
        <translation>読み上げ（もう一度押すと停止）</translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="74"/>
        <source>Reading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="84"/>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="85"/>
        <source>Remove {name}</source>
        <translation>{name} を削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="98"/>
        <source>Attached file {name}</source>
        <translation>添付ファイル {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="108"/>
        <source>PDF · %n page(s)</source>
        <translation>
            <numerusform>PDF · %n ページ</numerusform>
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
        <translation>問題が発生しました。会話は保存されています。

このまま作業を続けられます。問題が繰り返し起こる場合は、Desktop Agent を再起動してください。以下の詳細は原因の特定に役立ちます (API キーは含まれません)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53"/>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Show details</source>
        <translation>詳細を表示</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56"/>
        <source>Copy details</source>
        <translation>詳細をコピー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99"/>
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>(これまでのエラー: %n 件)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Hide details</source>
        <translation>詳細を非表示</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="90"/>
        <source>The server&apos;s message</source>
        <translation>サーバーからのメッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="94"/>
        <source>The message is long: {n} more characters are not shown.</source>
        <translation>メッセージが長いため、残りの {n} 文字は表示されていません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="98"/>
        <source>Message cut</source>
        <translation>メッセージの省略</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="119"/>
        <source>Problem with {field}</source>
        <translation>{field} の問題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="128"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="138"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="176"/>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="178"/>
        <source>a number</source>
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="181"/>
        <source>{what} from {low} to {high}</source>
        <translation>{low} から {high} までの{what}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="215"/>
        <source>Required</source>
        <translation>必須</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="226"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>MCP サーバー「{server}」からのリクエスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="233"/>
        <source>“{server}” asks for some information</source>
        <translation>「{server}」が情報の入力を求めています</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="234"/>
        <source>Which server asks</source>
        <translation>リクエスト元のサーバー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="238"/>
        <source>Your answers go only to this server. Fields marked * are required.</source>
        <translation>回答はこのサーバーにのみ送信されます。* の付いた項目は必須です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="275"/>
        <source>&amp;Decline</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="276"/>
        <source>Decline</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="277"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="278"/>
        <source>&amp;Send</source>
        <translation>送信(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="279"/>
        <source>Accept</source>
        <translation>承諾</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="178"/>
        <source>The conversation is too long for {model}: the request is {asked} tokens and the model&apos;s context window holds {window}.</source>
        <translation>会話が長すぎて {model} で処理できません。リクエストは {asked} トークンですが、モデルのコンテキストウィンドウは {window} トークンです。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="184"/>
        <source>The conversation is too long for {model}.</source>
        <translation>会話が長すぎて {model} で処理できません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="186"/>
        <source>Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the chat profile (no tools), or start a new session.</source>
        <translation>より大きなコンテキストでサーバーを起動するか (llama.cpp: --ctx-size 8192、Ollama: num_ctx)、chat プロファイル (ツールなし) を使うか、新しいセッションを開始してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="192"/>
        <source>Start a new session, or pick a model with a larger context window.</source>
        <translation>新しいセッションを開始するか、コンテキストウィンドウがより大きいモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="218"/>
        <source>{label} rejected the API key ({code}).</source>
        <translation>{label} が API キーを拒否しました ({code})。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="219"/>
        <source>Check the key in Settings, or store a new one with `desktop-agent keys set`.</source>
        <translation>設定でキーを確認するか、`desktop-agent keys set` で新しいキーを保存してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="224"/>
        <source>{label} has no model called {model}, or the endpoint address is wrong.</source>
        <translation>{label} に {model} というモデルがないか、エンドポイントのアドレスが間違っています。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="227"/>
        <source>Pick another model, or check the provider&apos;s base URL.</source>
        <translation>別のモデルを選ぶか、プロバイダーのベース URL を確認してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="230"/>
        <source>{label} is rate limiting requests; it asks to wait {seconds} s.</source>
        <translation>{label} がリクエストを制限しています。{seconds} 秒待つよう求めています。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="232"/>
        <source>{label} is rate limiting requests.</source>
        <translation>{label} がリクエストを制限しています。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="233"/>
        <source>Wait a moment and try again, or use a different model.</source>
        <translation>少し待ってからもう一度試すか、別のモデルを使ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="236"/>
        <source>Your {label} account has run out of quota or credit.</source>
        <translation>{label} アカウントのクォータまたはクレジットを使い切りました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="237"/>
        <source>Check your plan and billing with the provider.</source>
        <translation>プロバイダーでプランと請求情報を確認してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="240"/>
        <source>{label} is overloaded right now.</source>
        <translation>{label} は現在混み合っています。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="241"/>
        <source>Try again in a minute.</source>
        <translation>1 分ほどしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="244"/>
        <source>{label} had a server error ({code}).</source>
        <translation>{label} でサーバーエラーが発生しました ({code})。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="246"/>
        <source>{label} had a server error in the stream.</source>
        <translation>{label} でストリーミング中にサーバーエラーが発生しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="247"/>
        <source>Try again; if it keeps happening, check the provider&apos;s status page.</source>
        <translation>もう一度お試しください。繰り返し起こる場合は、プロバイダーのステータスページを確認してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="252"/>
        <location filename="../../desktop_agent/providers/errors.py" line="327"/>
        <source>{label} took too long to answer.</source>
        <translation>{label} の応答に時間がかかりすぎました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="253"/>
        <location filename="../../desktop_agent/providers/errors.py" line="328"/>
        <source>Try again, or check your connection.</source>
        <translation>もう一度試すか、接続を確認してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="256"/>
        <source>{label}&apos;s content filter blocked this request.</source>
        <translation>{label} のコンテンツフィルターがこのリクエストをブロックしました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="257"/>
        <source>Rephrase the message.</source>
        <translation>メッセージの表現を変えてください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="260"/>
        <source>{label} refused the request ({code}).</source>
        <translation>{label} がリクエストを拒否しました ({code})。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="262"/>
        <source>{label} refused the request.</source>
        <translation>{label} がリクエストを拒否しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="263"/>
        <source>Check the model and settings; this may be a bug worth reporting.</source>
        <translation>モデルと設定を確認してください。報告すべき不具合の可能性があります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="269"/>
        <source>{label} rejected the API key.</source>
        <translation>{label} が API キーを拒否しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="278"/>
        <source>{label} returned an error.</source>
        <translation>{label} がエラーを返しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="279"/>
        <location filename="../../desktop_agent/providers/errors.py" line="335"/>
        <location filename="../../desktop_agent/providers/errors.py" line="388"/>
        <location filename="../../desktop_agent/providers/errors.py" line="404"/>
        <source>Try again.</source>
        <translation>もう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="334"/>
        <location filename="../../desktop_agent/providers/errors.py" line="387"/>
        <source>The connection to {label} broke while the answer was streaming.</source>
        <translation>回答のストリーミング中に {label} との接続が切れました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="342"/>
        <source>Nothing is answering at {where} — is the {server} running?</source>
        <translation>{where} から応答がありません — {server} は起動していますか?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="343"/>
        <source>Start it, then try again.</source>
        <translation>起動してから、もう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="350"/>
        <source>Could not reach {label} at {url}.</source>
        <translation>{url} の {label} に接続できませんでした。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="351"/>
        <source>Check your internet connection, or that the local server is running.</source>
        <translation>インターネット接続を確認するか、ローカルサーバーが起動しているか確認してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="377"/>
        <source>{label} sent a malformed reply.</source>
        <translation>{label} から不正な形式の応答が返されました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="378"/>
        <source>Try again; if it keeps happening, the server may not be fully compatible.</source>
        <translation>もう一度お試しください。繰り返し起こる場合は、サーバーが完全には互換性がない可能性があります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="394"/>
        <source>Something unexpected went wrong talking to {label}.</source>
        <translation>{label} との通信中に予期しない問題が発生しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="395"/>
        <source>See the log for details.</source>
        <translation>詳しくはログを確認してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="403"/>
        <source>{label} closed the connection before the answer was complete.</source>
        <translation>回答が完了する前に {label} が接続を閉じました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="100"/>
        <source>This conversation needs about {needed} tokens with the {agent} agent&apos;s instructions and tools, and {model} takes {window}. Nothing was sent.</source>
        <translation>この会話には、{agent} エージェントの指示とツールを含めて約 {needed} トークンが必要ですが、{model} が受け付けるのは {window} トークンです。何も送信されていません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="105"/>
        <source>Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>plan プロファイル (ツールが少ない) か chat プロファイル (ツールなし) を使うか、新しいセッションを開始するか、サーバーのコンテキストを大きくしてください (llama.cpp: --ctx-size 8192、Ollama: num_ctx 8192)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="114"/>
        <source>This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.</source>
        <translation>この会話には約 {needed} トークンが必要ですが、{model} が受け付けるのは {window} トークンです。何も送信されていません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="118"/>
        <source>Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>新しいセッションを開始するか、サーバーのコンテキストを大きくしてください (llama.cpp: --ctx-size 8192、Ollama: num_ctx 8192)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="12"/>
        <source>This conversation is still loading.</source>
        <translation>この会話はまだ読み込み中です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="13"/>
        <source>Send again in a moment: the model needs the whole conversation.</source>
        <translation>少し待ってからもう一度送信してください。モデルには会話全体が必要です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="20"/>
        <source>This session is already answering.</source>
        <translation>このセッションはすでに回答中です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="21"/>
        <source>Wait or stop it first.</source>
        <translation>回答が終わるのを待つか、先に停止してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="28"/>
        <source>This session is answering in another window or terminal (since {since}).</source>
        <translation>このセッションは別のウィンドウまたはターミナルで回答中です ({since} から)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="31"/>
        <source>Wait for that answer, or stop it there — or start a new session.</source>
        <translation>その回答を待つか、そちらで停止してください。または、新しいセッションを開始してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="39"/>
        <source>These instructions are {length} characters; a session&apos;s take at most {most}.</source>
        <translation>この指示は {length} 文字ですが、セッションの指示は {most} 文字までです。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="42"/>
        <source>Shorten them, or put the long part in a file in the workspace and ask the agent to read it.</source>
        <translation>指示を短くするか、長い部分をワークスペース内のファイルに入れて、エージェントに読むよう依頼してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="54"/>
        <source>That message is no longer part of this conversation.</source>
        <translation>そのメッセージはもうこの会話に含まれていません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="55"/>
        <source>Open the session again and edit the message from there.</source>
        <translation>セッションを開き直して、そこからメッセージを編集してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="50"/>
        <source>Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached.</source>
        <translation>添付できるのは、画像 (PNG、JPEG、GIF、WebP、BMP、TIFF)、PDF、テキストファイルです。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="53"/>
        <source>{name} is not an image, a PDF or a text file, so it cannot be attached.</source>
        <translation>{name} は画像、PDF、テキストファイルのいずれでもないため、添付できません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="56"/>
        <source>{name} is empty, so there is nothing to attach.</source>
        <translation>{name} は空のため、添付する内容がありません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="57"/>
        <source>Save a copy without the password (for example by printing it to PDF) and attach that.</source>
        <translation>パスワードなしのコピーを保存して (PDF として印刷するなど)、それを添付してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="60"/>
        <source>Attach only the pages that matter (save them as a new PDF).</source>
        <translation>必要なページだけを添付してください (新しい PDF として保存します)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="134"/>
        <source>{name} was not found; it may have been moved or deleted.</source>
        <translation>{name} が見つかりません。移動または削除された可能性があります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="143"/>
        <source>{name} is a folder; attach the files inside it one by one.</source>
        <translation>{name} はフォルダーです。中のファイルを 1 つずつ添付してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="206"/>
        <source>{name} is a HEIC or AVIF image, which cannot be read here.</source>
        <translation>{name} は HEIC または AVIF 画像のため、ここでは読み込めません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="207"/>
        <source>Save or export it as JPEG or PNG and attach that.</source>
        <translation>JPEG または PNG として保存またはエクスポートしてから、それを添付してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="213"/>
        <source>{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached.</source>
        <translation>{name} はテキストのようですが、UTF-8 でも UTF-16 でもないため添付できません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="216"/>
        <source>Save it as UTF-8 (most editors offer this under “Save as”) and attach it again.</source>
        <translation>UTF-8 で保存して (ほとんどのエディターでは「名前を付けて保存」で選べます)、もう一度添付してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="232"/>
        <source>{name} is {size}; images can be attached up to {limit}.</source>
        <translation>{name} のサイズは {size} です。画像は {limit} まで添付できます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="233"/>
        <source>{name} is {size}; PDFs can be attached up to {limit}.</source>
        <translation>{name} のサイズは {size} です。PDF は {limit} まで添付できます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="234"/>
        <source>{name} is {size}; text files can be attached up to {limit}.</source>
        <translation>{name} のサイズは {size} です。テキストファイルは {limit} まで添付できます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="240"/>
        <source>Attach a smaller file, or only the part that matters.</source>
        <translation>もっと小さいファイルか、必要な部分だけを添付してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="257"/>
        <source>{name} cannot be read ({why}).</source>
        <translation>{name} を読み込めません ({why})。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="263"/>
        <source>{name} is not a regular file (a device, pipe or socket), so it cannot be attached.</source>
        <translation>{name} は通常のファイルではない (デバイス、パイプ、またはソケット) ため、添付できません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="327"/>
        <source>{name} has too many pixels to be opened safely (more than {most}).</source>
        <translation>{name} はピクセル数が多すぎるため、安全に開けません ({most} 超)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="328"/>
        <source>Attach a smaller version of the image.</source>
        <translation>画像を縮小したものを添付してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="336"/>
        <source>{name} could not be read as an image; it may be damaged or incomplete.</source>
        <translation>{name} を画像として読み込めませんでした。破損しているか、不完全な可能性があります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="413"/>
        <source>{name} cannot be made to fit in {limit} as an image.</source>
        <translation>{name} を画像として {limit} 以内に収めることができません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="436"/>
        <source>{name} is protected by a password, so its text cannot be read.</source>
        <translation>{name} はパスワードで保護されているため、テキストを読み込めません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="443"/>
        <source>{name} is encrypted in a way that cannot be opened here, so its text cannot be read.</source>
        <translation>{name} はここでは開けない方式で暗号化されているため、テキストを読み込めません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="460"/>
        <source>{name} could not be read as a PDF; it may be damaged or incomplete.</source>
        <translation>{name} を PDF として読み込めませんでした。破損しているか、不完全な可能性があります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="468"/>
        <source>{name} has {count} pages; PDFs can be attached up to {most} pages.</source>
        <translation>{name} は {count} ページあります。PDF は {most} ページまで添付できます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="490"/>
        <source>{name} has more text than can be sent at once (over {most} characters by page {page}).</source>
        <translation>{name} はテキストが多すぎて一度に送信できません ({page} ページまでで {most} 文字を超えています)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="503"/>
        <source>{name} has no text layer (a scan?), so there is nothing the model could read in it.</source>
        <translation>{name} にはテキストレイヤーがない (スキャンした文書?) ため、モデルが読める内容がありません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="507"/>
        <source>Attach the pages as images instead, or run text recognition (OCR) on it first.</source>
        <translation>代わりにページを画像として添付するか、先に文字認識 (OCR) を行ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="34"/>
        <source>The disk holding the history ({folder}) is full; recent messages are kept in memory.</source>
        <translation>履歴を保存するディスク ({folder}) がいっぱいです。最近のメッセージはメモリー上に保持されています。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="38"/>
        <source>Free some space; they are saved as soon as there is room.</source>
        <translation>空き容量を確保してください。空きができしだい保存されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="44"/>
        <source>The history database is busy in another program.</source>
        <translation>履歴データベースが別のプログラムで使用中です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="45"/>
        <source>Close other copies of Desktop Agent; saving resumes by itself.</source>
        <translation>ほかに起動している Desktop Agent を閉じてください。保存は自動的に再開されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="50"/>
        <source>The history database at {path} cannot be written.</source>
        <translation>{path} の履歴データベースに書き込めません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="51"/>
        <source>Check the folder&apos;s permissions; messages are kept in memory meanwhile.</source>
        <translation>フォルダーのアクセス権を確認してください。それまでの間、メッセージはメモリー上に保持されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="59"/>
        <source>The history database at {path} is damaged.</source>
        <translation>{path} の履歴データベースが破損しています。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="60"/>
        <source>Restart Desktop Agent.</source>
        <translation>Desktop Agent を再起動してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/domain/errors.py" line="17"/>
        <source>The server said: {said}</source>
        <translation>サーバーからの応答: {said}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a knowledge base name.</source>
        <translation>「{name}」はナレッジベースの名前として使えません。</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (at most 64).</source>
        <translation>英字、数字、「-」「_」「.」を使ってください（64 文字まで）。</translation>
    </message>
    <message>
        <source>There is no knowledge base &apos;{name}&apos;.</source>
        <translation>ナレッジベース「{name}」はありません。</translation>
    </message>
    <message>
        <source>See them with `desktop-agent kb list`; make one with `kb create NAME`.</source>
        <translation>`desktop-agent kb list` で一覧を表示し、`kb create NAME` で作成します。</translation>
    </message>
    <message>
        <source>The knowledge base &apos;{name}&apos; exists already.</source>
        <translation>ナレッジベース「{name}」はすでにあります。</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} は存在しません。</translation>
    </message>
    <message>
        <source>{path} holds the app&apos;s own folder {own}: it is never indexed.</source>
        <translation>{path} にはアプリ自身のフォルダー {own} が含まれています。これは索引に入れません。</translation>
    </message>
    <message>
        <source>{path} is not a source of &apos;{name}&apos;.</source>
        <translation>{path} は「{name}」のソースではありません。</translation>
    </message>
    <message>
        <source>See them with `kb status NAME`.</source>
        <translation>`kb status NAME` で確認できます。</translation>
    </message>
    <message>
        <source>Indexing &apos;{name}&apos; stopped: {reason}.</source>
        <translation>「{name}」の索引作成が止まりました：{reason}。</translation>
    </message>
    <message>
        <source>Try Re-index; the log has the details.</source>
        <translation>「再索引」を試してください。詳細はログにあります。</translation>
    </message>
    <message>
        <source>Make one on the Knowledge page or with `kb create NAME`.</source>
        <translation>ナレッジベースのページか `kb create NAME` で作成してください。</translation>
    </message>
    <message>
        <source>Say what to look for as well as the base&apos;s name.</source>
        <translation>ナレッジベースの名前に加えて、何を探すかも指定してください。</translation>
    </message>
    <message>
        <source>The transcription endpoint&apos;s address {url} is not valid.</source>
        <translation>文字起こしエンドポイントのアドレス {url} が無効です。</translation>
    </message>
    <message>
        <source>Correct the provider&apos;s address in Settings › Providers.</source>
        <translation>「設定 › プロバイダー」でプロバイダーのアドレスを修正してください。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} did not answer in {seconds} s.</source>
        <translation>文字起こしエンドポイント {host} から {seconds} 秒以内に応答がありませんでした。</translation>
    </message>
    <message>
        <source>Try again, or use the local model in Settings › Voice.</source>
        <translation>もう一度お試しいただくか、「設定 › 音声」でローカルモデルを使用してください。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} cannot be reached.</source>
        <translation>文字起こしエンドポイント {host} に接続できません。</translation>
    </message>
    <message>
        <source>Check the provider&apos;s address and your connection.</source>
        <translation>プロバイダーのアドレスとネットワーク接続を確認してください。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} refused the API key.</source>
        <translation>文字起こしエンドポイント {host} が API キーを拒否しました。</translation>
    </message>
    <message>
        <source>Check the provider&apos;s key in Settings › Providers.</source>
        <translation>「設定 › プロバイダー」でプロバイダーのキーを確認してください。</translation>
    </message>
    <message>
        <source>{host} has no transcription model {model} (or no such route).</source>
        <translation>{host} には文字起こしモデル {model} がありません（またはそのルートが存在しません）。</translation>
    </message>
    <message>
        <source>Choose another model or provider in Settings › Voice.</source>
        <translation>「設定 › 音声」で別のモデルまたはプロバイダーを選択してください。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} is busy (too many requests).</source>
        <translation>文字起こしエンドポイント {host} が混雑しています（リクエストが多すぎます）。</translation>
    </message>
    <message>
        <source>Wait a moment and try again.</source>
        <translation>しばらく待ってから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} answered with error {code}.</source>
        <translation>文字起こしエンドポイント {host} がエラー {code} を返しました。</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} sent no transcript.</source>
        <translation>文字起こしエンドポイント {host} から文字起こし結果が返されませんでした。</translation>
    </message>
    <message>
        <source>Check that the provider offers OpenAI-compatible transcriptions.</source>
        <translation>プロバイダーが OpenAI 互換の文字起こしに対応しているか確認してください。</translation>
    </message>
    <message>
        <source>{name} cannot be read as a WAV file: {why}.</source>
        <translation>{name} を WAV ファイルとして読み込めません：{why}。</translation>
    </message>
    <message>
        <source>Record or convert it to WAV (PCM or float, any rate) and try again.</source>
        <translation>WAV（PCM または浮動小数点、サンプルレートは任意）で録音するか変換してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>ファイル {path} が存在しません。</translation>
    </message>
    <message>
        <source>No microphone was found.</source>
        <translation>マイクが見つかりませんでした。</translation>
    </message>
    <message>
        <source>Connect a microphone (and allow the app to use it), then try again.</source>
        <translation>マイクを接続し（アプリによる使用を許可して）、もう一度お試しください。</translation>
    </message>
    <message>
        <source>No loudspeaker or headphones were found to play the voice.</source>
        <translation>音声を再生するスピーカーやヘッドホンが見つかりませんでした。</translation>
    </message>
    <message>
        <source>Connect one and try again, or read answers with the system&apos;s voice.</source>
        <translation>いずれかを接続してもう一度お試しいただくか、システムの音声で回答を読み上げてください。</translation>
    </message>
    <message>
        <source>The microphone could not be opened: {why}.</source>
        <translation>マイクを開けませんでした：{why}。</translation>
    </message>
    <message>
        <source>Check that no other program holds it, then try again.</source>
        <translation>ほかのプログラムが使用していないことを確認してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Check that Windows PowerShell is installed.</source>
        <translation>Windows PowerShell がインストールされているか確認してください。</translation>
    </message>
    <message>
        <source>The `say` command of macOS is missing from this system.</source>
        <translation>このシステムには macOS の `say` コマンドがありません。</translation>
    </message>
    <message>
        <source>Install speech-dispatcher or espeak-ng to hear answers read aloud.</source>
        <translation>回答を読み上げるには、speech-dispatcher または espeak-ng をインストールしてください。</translation>
    </message>
    <message>
        <source>No voice was found on this system.</source>
        <translation>このシステムに音声が見つかりませんでした。</translation>
    </message>
    <message>
        <source>The answer could not be read aloud.</source>
        <translation>回答を読み上げられませんでした。</translation>
    </message>
    <message>
        <source>The system&apos;s voice ({program}) could not read the answer.</source>
        <translation>システムの音声（{program}）で回答を読み上げられませんでした。</translation>
    </message>
    <message>
        <source>Check that sound works, or choose another voice in Settings › Voice.</source>
        <translation>サウンドが機能しているか確認するか、「設定 › 音声」で別の音声を選択してください。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} took too long to answer.</source>
        <translation>音声合成エンドポイント {url} の応答に時間がかかりすぎました。</translation>
    </message>
    <message>
        <source>Try again, or read answers with the system&apos;s voice.</source>
        <translation>もう一度お試しいただくか、システムの音声で回答を読み上げてください。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} could not be reached.</source>
        <translation>音声合成エンドポイント {url} に接続できませんでした。</translation>
    </message>
    <message>
        <source>Check its address in Settings › Providers, and your connection.</source>
        <translation>「設定 › プロバイダー」でアドレスを確認し、ネットワーク接続も確認してください。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} rejected the API key ({code}).</source>
        <translation>音声合成エンドポイント {url} が API キーを拒否しました（{code}）。</translation>
    </message>
    <message>
        <source>The speech endpoint {url} refused to read the answer ({code}).</source>
        <translation>音声合成エンドポイント {url} が回答の読み上げを拒否しました（{code}）。</translation>
    </message>
    <message>
        <source>Check the speech model and voice in Settings › Voice, or use the system&apos;s voice.</source>
        <translation>「設定 › 音声」で音声合成モデルと音声を確認するか、システムの音声を使用してください。</translation>
    </message>
    <message>
        <source>The speech-to-text model is not downloaded yet.</source>
        <translation>音声認識モデルはまだダウンロードされていません。</translation>
    </message>
    <message>
        <source>The speech-to-text model could not be downloaded: {why}.</source>
        <translation>音声認識モデルをダウンロードできませんでした：{why}。</translation>
    </message>
    <message>
        <source>Check your connection and try again.</source>
        <translation>ネットワーク接続を確認して、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The speech-to-text model in {folder} did not load.</source>
        <translation>{folder} の音声認識モデルを読み込めませんでした。</translation>
    </message>
    <message>
        <source>Delete that folder and download the model again.</source>
        <translation>そのフォルダーを削除して、モデルをもう一度ダウンロードしてください。</translation>
    </message>
    <message>
        <source>The local speech model knows English only, not {language}.</source>
        <translation>ローカルの音声認識モデルは英語のみに対応しており、{language} には対応していません。</translation>
    </message>
    <message>
        <source>For other languages, choose an endpoint in Settings › Voice.</source>
        <translation>他の言語を使う場合は、「設定 › 音声」でエンドポイントを選択してください。</translation>
    </message>
    <message>
        <source>Download it first ({megabytes} MB, once).</source>
        <translation>先にダウンロードしてください（{megabytes} MB、初回のみ）。</translation>
    </message>
    <message>
        <source>No API key is stored for {provider} (the endpoint).</source>
        <translation>{provider}（エンドポイント）の API キーが保存されていません。</translation>
    </message>
    <message>
        <source>Add it in Settings › Providers or: desktop-agent keys set {provider}</source>
        <translation>「設定 › プロバイダー」で追加するか、次のコマンドを実行してください：desktop-agent keys set {provider}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="25"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="26"/>
        <source>Find in conversation</source>
        <translation>会話内を検索</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29"/>
        <source>Matches</source>
        <translation>一致</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>前の一致 (Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35"/>
        <source>Next match (Enter)</source>
        <translation>次の一致 (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37"/>
        <source>Close (Esc)</source>
        <translation>閉じる (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138"/>
        <source>No matches</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142"/>
        <source>{n} of {m}</source>
        <translation>{n} / {m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Left out (over the cap, least recently used): {n}</source>
        <translation>送信されなかったもの（上限超過、最近使われていない順）：{n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="49"/>
        <source>Instructions for this session</source>
        <translation>このセッションの指示</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="53"/>
        <source>Sent with every message of this session, after the profile&apos;s instructions. For example: the language to answer in, the project&apos;s conventions, what to leave alone.</source>
        <translation>このセッションのすべてのメッセージに、プロファイルの指示に続けて送信されます。例: 回答に使う言語、プロジェクトの規約、手を付けてはいけないもの。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59"/>
        <source>Session instructions</source>
        <translation>セッションの指示</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="60"/>
        <source>Answer in British English. Keep answers short.</source>
        <translation>日本語で回答してください。回答は簡潔にしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="63"/>
        <source>What the model is sent</source>
        <translation>モデルに送信される内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="67"/>
        <source>Prompt size</source>
        <translation>プロンプトのサイズ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="70"/>
        <source>Instructions message</source>
        <translation>指示に関するメッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="75"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="82"/>
        <source>What the model is sent with each message</source>
        <translation>各メッセージとともにモデルに送信される内容</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="108"/>
        <source>{title} · about {n} tokens</source>
        <translation>{title} · 約 {n} トークン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="114"/>
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>ツール ({count}): {names} · 約 {n} トークン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="118"/>
        <source>No tools: this profile answers in words only.</source>
        <translation>ツールなし: このプロファイルは文章のみで回答します。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="128"/>
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>指示が約 {system} トークン、ツールが {tools}、これまでの会話が {conversation} です (1 トークン 4 文字として推定)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="133"/>
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>会話を始める前の時点で、指示が約 {system} トークン、ツールが {tools} です (1 トークン 4 文字として推定)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="138"/>
        <source>The model takes {window}.</source>
        <translation>このモデルのコンテキストウィンドウは {window} トークンです。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="140"/>
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>コンテキストウィンドウが小さいため、簡潔な指示とツールの説明が使われます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="142"/>
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>プロバイダーの集計では、直前のリクエストの入力は {n} トークンでした。</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="175"/>
        <source>API key for {provider}</source>
        <translation>{provider} の API キー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="178"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation>キーは設定ファイルではなく、システムのキーリングに保存されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="184"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="94"/>
        <source>Paste the API key</source>
        <translation>API キーを貼り付け</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96"/>
        <source>Save key</source>
        <translation>キーを保存</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="97"/>
        <source>Save the API key</source>
        <translation>API キーを保存</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="104"/>
        <source>API key message</source>
        <translation>API キーに関するメッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="122"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="150"/>
        <source>Type or paste the key first.</source>
        <translation>先にキーを入力するか貼り付けてください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="125"/>
        <source>Saving the key…</source>
        <translation>キーを保存しています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="144"/>
        <source>The key is saved in your keyring.</source>
        <translation>キーをキーリングに保存しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="156"/>
        <source>The key is kept for this run only.</source>
        <translation>キーは今回の実行中のみ保持されます。</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="54"/>
        <source>Keyring problem</source>
        <translation>キーリングの問題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="56"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;キーをキーリングに保存できませんでした&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62"/>
        <source>Keep for this run only</source>
        <translation>今回の実行中のみ保持</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="63"/>
        <source>Keep the key for this run only</source>
        <translation>キーを今回の実行中のみ保持</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12"/>
        <source>Set</source>
        <translation>設定済み</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13"/>
        <source>Set for this run</source>
        <translation>設定済み (今回の実行中のみ)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14"/>
        <source>Not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15"/>
        <source>Not set (keyring unavailable)</source>
        <translation>未設定 (キーリングを利用できません)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;解決方法:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) または KWallet をインストールして、ログアウトしてから再度ログインするか、「パスワードと鍵」(Seahorse) でキーリングのロックを解除してください。&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; キーチェーンアクセスを開き、ログインキーチェーンのロックが解除されていることを確認してください。&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; 資格情報マネージャーを使うには、(ゲストではない) 通常のユーザーアカウントが必要です。&lt;/p&gt;&lt;p&gt;キーを&lt;b&gt;今回の実行中のみ&lt;/b&gt;保持することもできます。キーはメモリ上にだけ置かれ、ディスクには書き込まれず、アプリを終了すると破棄されます。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Memory…</source>
        <translation>メモリー(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="80"/>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="310"/>
        <source>Quit Desktop Agent?</source>
        <translation>Desktop Agent を終了しますか?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="311"/>
        <source>An answer is still being written.</source>
        <translation>まだ回答を作成中です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="313"/>
        <source>{n} answers are still being written.</source>
        <translation>{n} 件の回答をまだ作成中です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="317"/>
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>終了すると作成は停止しますが、それまでに作成された内容は残ります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="318"/>
        <source>Stop and quit</source>
        <translation>停止して終了</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="319"/>
        <source>Keep working</source>
        <translation>作業を続ける</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="381"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="29"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="30"/>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="480"/>
        <source>Send now</source>
        <translation>今すぐ送信</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="482"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="501"/>
        <source>A file is still being read: send when its chip is ready.</source>
        <translation>ファイルをまだ読み込み中です。準備ができてから送信してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="562"/>
        <source>That file is no longer there.</source>
        <translation>そのファイルはもう存在しません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31"/>
        <source>New session (Ctrl+N)</source>
        <translation>新しいセッション (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33"/>
        <source>Search sessions</source>
        <translation>セッションを検索</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation>セッションを検索 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="85"/>
        <source>Editing a sent message</source>
        <translation>送信済みメッセージを編集中</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89"/>
        <source>Queued message</source>
        <translation>送信待ちのメッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="95"/>
        <source>Message input</source>
        <translation>メッセージ入力</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96"/>
        <source>Message Desktop Agent…</source>
        <translation>Desktop Agent にメッセージを送信…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98"/>
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Enter で送信、Shift+Enter で改行、↑ キーで直前のメッセージを編集</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105"/>
        <location filename="../../desktop_agent/ui/composer.py" line="106"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="107"/>
        <location filename="../../desktop_agent/ui/composer.py" line="251"/>
        <source>Send (Enter)</source>
        <translation>送信 (Enter)</translation>
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
        <translation>停止 (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="115"/>
        <source>Tools for this message</source>
        <translation>このメッセージのツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="117"/>
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>次のメッセージのツール: 「自動」では、単純なあいさつやお礼はツールなしで送信します</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="122"/>
        <source>Tools: auto</source>
        <translation>ツール: 自動</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="123"/>
        <source>Tools: on</source>
        <translation>ツール: オン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="124"/>
        <source>Tools: off</source>
        <translation>ツール: オフ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="128"/>
        <source>Attach files</source>
        <translation>ファイルを添付</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="130"/>
        <source>Attach images, PDFs or text files (or drop them here, or paste a screenshot)</source>
        <translation>画像、PDF、テキストファイルを添付 (ここにドロップするか、スクリーンショットを貼り付けることもできます)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="249"/>
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>キューに追加: この回答の完了後に送信 (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="263"/>
        <source>Queued — sends when this answer ends:</source>
        <translation>送信待ち — この回答の完了後に送信します:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="131"/>
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Still starting…</source>
        <translation>まだ起動中です…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Try again in a moment.</source>
        <translation>しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37"/>
        <source>&amp;New session</source>
        <translation>新しいセッション(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41"/>
        <source>&amp;Usage…</source>
        <translation>使用状況(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44"/>
        <source>&amp;Search sessions</source>
        <translation>セッションを検索(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45"/>
        <source>&amp;Find in conversation</source>
        <translation>会話内を検索(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48"/>
        <source>&amp;Focus the message input</source>
        <translation>メッセージ入力欄へ移動(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52"/>
        <source>&amp;Edit the last message</source>
        <translation>直前のメッセージを編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56"/>
        <source>&amp;Copy the last answer</source>
        <translation>直前の回答をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Session</source>
        <translation>セッション(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61"/>
        <source>&amp;Regenerate the last answer</source>
        <translation>直前の回答を再生成(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63"/>
        <source>&amp;Next session</source>
        <translation>次のセッション(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67"/>
        <source>&amp;Previous session</source>
        <translation>前のセッション(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71"/>
        <source>Re&amp;name…</source>
        <translation>名前の変更(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72"/>
        <source>&amp;Compact now</source>
        <translation>今すぐ要約(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74"/>
        <source>R&amp;esources</source>
        <translation>リソース(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="78"/>
        <source>&amp;Permissions…</source>
        <translation>権限(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="113"/>
        <source>Conversation</source>
        <translation>会話</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="81"/>
        <source>&amp;About Desktop Agent</source>
        <translation>Desktop Agent について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="87"/>
        <source>About Desktop Agent</source>
        <translation>Desktop Agent について</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="88"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;あなたの承認のもとで、コンピューター上で操作を行えるモデルとチャットします。履歴はこのコンピューターに保存され、キーはシステムのキーリングに保存されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="534"/>
        <source>Continue</source>
        <translation>続行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="236"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>送信済みメッセージを編集中: Enter で再送信、Esc でキャンセルします。これより後の会話は以前のバージョンとして残ります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="512"/>
        <source>Copied to the clipboard</source>
        <translation>クリップボードにコピーしました</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>ナレッジベース(&amp;K)…</translation>
    </message>
    <message>
        <source>New &amp;project…</source>
        <translation>新しいプロジェクト(&amp;P)…</translation>
    </message>
    <message>
        <source>Sc&amp;hedules…</source>
        <translation>スケジュール(&amp;H)…</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>セッション一覧</translation>
    </message>
    <message>
        <source>Show or hide the session &amp;list</source>
        <translation>セッション一覧の表示/非表示(&amp;L)</translation>
    </message>
    <message>
        <source>Hide the session list (Ctrl+B)</source>
        <translation>セッション一覧を隠す (Ctrl+B)</translation>
    </message>
    <message>
        <source>Show the session list (Ctrl+B)</source>
        <translation>セッション一覧を表示 (Ctrl+B)</translation>
    </message>
</context>
<context>
    <name>McpSending</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="132"/>
        <source>Asking for the prompt {name}…</source>
        <translation>プロンプト {name} を取得しています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="156"/>
        <source>Reading the resources this message names…</source>
        <translation>このメッセージが示すリソースを読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86"/>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="87"/>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="89"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Disable</source>
        <translation>無効にする</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="90"/>
        <source>Restart</source>
        <translation>再起動</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91"/>
        <source>Sign in</source>
        <translation>サインイン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="94"/>
        <source>Import from Claude Desktop</source>
        <translation>Claude Desktop からインポート</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="97"/>
        <source>Choose a file…</source>
        <translation>ファイルを選択…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="121"/>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="122"/>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="226"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation>MCP サーバーはまだありません。追加するか、Claude Desktop の設定からインポートしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Enable</source>
        <translation>有効にする</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="257"/>
        <source>(nothing on stderr yet)</source>
        <translation>(stderr への出力はまだありません)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="315"/>
        <source>Starting {name}…</source>
        <translation>{name} を起動しています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="355"/>
        <source>Finish signing in to {name} in your browser; this page waits for it.</source>
        <translation>ブラウザーで {name} へのサインインを完了してください。このページはそれまで待機します。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="360"/>
        <source>Open this address in your browser to sign in: {url}</source>
        <translation>サインインするには、このアドレスをブラウザーで開いてください: {url}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="370"/>
        <source>Signed in to {name}.</source>
        <translation>{name} にサインインしました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="400"/>
        <source>Import MCP servers</source>
        <translation>MCP サーバーをインポート</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>更新を確認</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>Browse</source>
        <translation>参照</translation>
    </message>
    <message>
        <source>Install from file…</source>
        <translation>ファイルからインストール…</translation>
    </message>
    <message>
        <source>Install an MCP Bundle</source>
        <translation>MCP Bundle をインストール</translation>
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
        <translation>プロファイルとスキル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="161"/>
        <source>Use this folder&apos;s skills</source>
        <translation>このフォルダーのスキルを使用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="166"/>
        <source>resources of this MCP server</source>
        <translation>この MCP サーバーのリソース</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="245"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>このリソースのアドレスには隠し文字が含まれているため、メッセージで指定できません。</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="37"/>
        <source>Permissions</source>
        <translation>権限</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="43"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>保存した承認です。取り消すと、次に同様の呼び出しがあったときに再び確認されます。settings.json のルールはここには表示されません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation>このセッションの承認と、常に有効な承認のみ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="50"/>
        <source>Only this session</source>
        <translation>このセッションのみ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="56"/>
        <source>Saved approvals</source>
        <translation>保存済みの承認</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66"/>
        <source>&amp;Revoke</source>
        <translation>取り消し(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="67"/>
        <source>Revoke</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="99"/>
        <source>No saved approvals.</source>
        <translation>保存済みの承認はありません。</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50"/>
        <source>Agent profiles</source>
        <translation>エージェントプロファイル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51"/>
        <source>Add profile…</source>
        <translation>プロファイルを追加…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52"/>
        <source>Add a profile</source>
        <translation>プロファイルを追加</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54"/>
        <source>Remove this profile</source>
        <translation>このプロファイルを削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66"/>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67"/>
        <source>All tools (asks before changes)</source>
        <translation>すべてのツール (変更前に確認)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68"/>
        <source>Read-only tools</source>
        <translation>読み取り専用ツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69"/>
        <source>No tools</source>
        <translation>ツールなし</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71"/>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>The model&apos;s default</source>
        <translation>モデルの既定値</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>Temperature problem</source>
        <translation>温度の問題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77"/>
        <source>Maximum tokens per answer</source>
        <translation>回答あたりの最大トークン数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78"/>
        <source>Let the model think before answering (when it can)</source>
        <translation>回答前にモデルに思考させる (対応している場合)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="80"/>
        <source>Thinking</source>
        <translation>思考</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking budget in tokens</source>
        <translation>思考予算 (トークン)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87"/>
        <source>Step cap</source>
        <translation>ステップ上限</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>The most model calls one message may lead to</source>
        <translation>1 つのメッセージで行われるモデル呼び出しの最大回数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>System prompt:</source>
        <translation>システムプロンプト:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93"/>
        <source>Tools:</source>
        <translation>ツール:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="94"/>
        <source>Temperature:</source>
        <translation>温度:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>Max tokens:</source>
        <translation>最大トークン数:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Thinking budget:</source>
        <translation>思考予算:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99"/>
        <source>Step cap:</source>
        <translation>ステップ上限:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="100"/>
        <source>Send greetings and thank-yous without tools</source>
        <translation>あいさつやお礼はツールなしで送信</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="104"/>
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye (&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;); &quot;ok&quot;, &quot;yes&quot; or &quot;go ahead&quot; always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer&apos;s Tools switch decides per message.</source>
        <translation>対象は、あいさつ、お礼、別れのことばだけのメッセージ (「こんにちは」「ありがとう!」「いいね、ありがとう」) です。「OK」「はい」「進めて」などでは常にツールが使われます。高速で低コストになり、特にこのコンピューター上のモデルで効果があります。メッセージごとの切り替えは、入力欄のツールスイッチで行います。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="109"/>
        <source>Small talk without tools</source>
        <translation>ツールなしの雑談</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="127"/>
        <source>{name} (custom)</source>
        <translation>{name} (カスタム)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation>0 から 2 までの数値を入力してください。空欄にするとモデルの既定値を使います。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="172"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation>温度は 0 から 2 の範囲で指定してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>New profile</source>
        <translation>新しいプロファイル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>名前 (英小文字、数字、- または _):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>英小文字、数字、- または _ を使ってください (40 文字まで)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212"/>
        <source>There is already a profile called {name}.</source>
        <translation>{name} という名前のプロファイルは既にあります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="214"/>
        <source>Fix the highlighted value first.</source>
        <translation>先に強調表示された値を修正してください。</translation>
    </message>
</context>
<context>
    <name>PromptForm</name>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="45"/>
        <source>Prompt /{name}</source>
        <translation>プロンプト /{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="75"/>
        <source>* required</source>
        <translation>* 必須</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="79"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="51"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>http:// または https:// で始まる完全なアドレスを入力してください (例: http://127.0.0.1:8000/v1)。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="56"/>
        <source>The address must not contain spaces.</source>
        <translation>アドレスにスペースを含めることはできません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95"/>
        <source>Providers</source>
        <translation>プロバイダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96"/>
        <source>Add endpoint…</source>
        <translation>エンドポイントを追加…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>OpenAI 互換のカスタムエンドポイントを追加</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="99"/>
        <source>Remove this custom endpoint</source>
        <translation>このカスタムエンドポイントを削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108"/>
        <source>Endpoint name</source>
        <translation>エンドポイント名</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="109"/>
        <source>Endpoint name problem</source>
        <translation>エンドポイント名の問題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111"/>
        <source>Base URL</source>
        <translation>ベース URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="112"/>
        <source>Base URL problem</source>
        <translation>ベース URL の問題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115"/>
        <source>Provider&apos;s default model</source>
        <translation>プロバイダーの既定のモデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="116"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="117"/>
        <source>This endpoint needs an API key</source>
        <translation>このエンドポイントには API キーが必要</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <source>API key status</source>
        <translation>API キーの状態</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120"/>
        <source>Set…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="121"/>
        <source>Set the API key</source>
        <translation>API キーを設定</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="123"/>
        <source>Remove the API key</source>
        <translation>API キーを削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="128"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="129"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="454"/>
        <source>Test connection</source>
        <translation>接続テスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="132"/>
        <source>Connection test result</source>
        <translation>接続テストの結果</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="137"/>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="139"/>
        <source>Base URL:</source>
        <translation>ベース URL:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="141"/>
        <source>Default model:</source>
        <translation>既定のモデル:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="143"/>
        <source>API key:</source>
        <translation>API キー:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="160"/>
        <source>Use by default</source>
        <translation>既定で使用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="162"/>
        <source>Default provider</source>
        <translation>既定のプロバイダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="165"/>
        <source>Default model</source>
        <translation>既定のモデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167"/>
        <source>Provider:</source>
        <translation>プロバイダー:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="168"/>
        <source>Model:</source>
        <translation>モデル:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="170"/>
        <source>Give up on a silent answer after</source>
        <translation>応答がないときに打ち切るまでの時間</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="172"/>
        <source>Silent answer limit, cloud providers</source>
        <translation>無応答の制限時間 (クラウドプロバイダー)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="174"/>
        <source>Silent answer limit, servers on this machine</source>
        <translation>無応答の制限時間 (このコンピューター上のサーバー)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177"/>
        <source>Cloud providers:</source>
        <translation>クラウドプロバイダー:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="178"/>
        <source>Servers on this machine:</source>
        <translation>このコンピューター上のサーバー:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="180"/>
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>ローカルモデルでは、長い会話を読み込んで最初の応答を返すまでに数分かかることがあります。</translation>
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
        <translation>{name} (カスタム)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="345"/>
        <source>My endpoint {n}</source>
        <translation>マイエンドポイント {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="385"/>
        <source>Checking…</source>
        <translation>確認しています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="389"/>
        <source>Not set (not needed)</source>
        <translation>未設定 (不要)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="430"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation>先にエンドポイントのアドレスを入力してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="439"/>
        <source>Testing…</source>
        <translation>テストしています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="441"/>
        <source>Connecting to {url}…</source>
        <translation>{url} に接続しています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="458"/>
        <source>Connected, but the server lists no models.</source>
        <translation>接続しましたが、サーバーにモデルがありません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="461"/>
        <source>Connected: {count} models ({models}).</source>
        <translation>接続しました: モデル {count} 個 ({models})。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="490"/>
        <source>Give the endpoint a name.</source>
        <translation>エンドポイントに名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="494"/>
        <source>Enter the endpoint&apos;s address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>エンドポイントのアドレスを入力してください (例: http://127.0.0.1:8000/v1)。</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26"/>
        <source>The assistant asks</source>
        <translation>アシスタントからの質問</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49"/>
        <source>Your answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Or type another answer…</source>
        <translation>または別の回答を入力…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Your answer…</source>
        <translation>回答を入力…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58"/>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59"/>
        <source>Don&apos;t answer</source>
        <translation>回答しない</translation>
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
        <translation>リソース</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="91"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="92"/>
        <source>Filter resources</source>
        <translation>リソースを絞り込む</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="96"/>
        <source>MCP resources</source>
        <translation>MCP リソース</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="108"/>
        <source>Attach</source>
        <translation>添付</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="110"/>
        <source>Name the resource in the message: it is read and sent with it</source>
        <translation>メッセージでこのリソースを指定します。送信時に読み込まれて一緒に送られます</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="130"/>
        <source>Asking the servers…</source>
        <translation>サーバーに問い合わせています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="133"/>
        <source>No connected MCP server offers resources.</source>
        <translation>リソースを提供している接続中の MCP サーバーはありません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="156"/>
        <source>{name} (template)</source>
        <translation>{name}（テンプレート）</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="163"/>
        <source>No resources</source>
        <translation>リソースはありません</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="211"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>このリソースのアドレスには隠し文字が含まれているため、メッセージで指定できません。</translation>
    </message>
</context>
<context>
    <name>SamplingDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="44"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>MCP サーバー「{server}」からのリクエスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="52"/>
        <source>“{server}” asks your model to answer</source>
        <translation>「{server}」があなたのモデルに回答を求めています</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="53"/>
        <source>Which server asks</source>
        <translation>リクエスト元のサーバー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="58"/>
        <source>These messages are sent to the model only if you approve, and its answer goes back to the server. Your conversation is not included.</source>
        <translation>これらのメッセージは、承認した場合にのみモデルに送信され、その回答はサーバーに返されます。あなたの会話は含まれません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="66"/>
        <source>Messages</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="74"/>
        <source>The request is long: {n} characters are not shown here. The model is sent all of them.</source>
        <translation>リクエストが長いため、{n} 文字がここに表示されていません。モデルにはすべて送信されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="77"/>
        <source>Messages cut</source>
        <translation>メッセージの省略</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="82"/>
        <source>Images and audio are not sent: the model gets only their names, as shown.</source>
        <translation>画像と音声は送信されません。モデルには、表示されているとおり名前だけが渡されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="89"/>
        <source>Model that answers</source>
        <translation>回答するモデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="95"/>
        <source>Estimated cost</source>
        <translation>推定コスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="97"/>
        <source>Answered by</source>
        <translation>回答モデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="98"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="99"/>
        <source>at most {n} tokens</source>
        <translation>最大 {n} トークン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="101"/>
        <source>, temperature {t}</source>
        <translation>、温度 {t}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="103"/>
        <source>Limits</source>
        <translation>制限</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="104"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="108"/>
        <source>The server&apos;s model preferences</source>
        <translation>サーバーが希望するモデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="109"/>
        <source>Server prefers</source>
        <translation>サーバーの希望</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="112"/>
        <source>asked for context from {what}; none is included</source>
        <translation>{what} からのコンテキストを要求しましたが、何も含まれていません</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="116"/>
        <source>Context</source>
        <translation>コンテキスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="122"/>
        <source>&amp;Decline</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="123"/>
        <source>Decline</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="124"/>
        <source>&amp;Approve and send</source>
        <translation>承認して送信(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="125"/>
        <source>Approve</source>
        <translation>承認</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="144"/>
        <source>SYSTEM PROMPT</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>USER</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>ASSISTANT</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="153"/>
        <source>[… {n} more characters not shown]</source>
        <translation>[… ほか {n} 文字は表示されていません]</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="162"/>
        <source>unknown: no price is known for this model</source>
        <translation>不明: このモデルの料金はわかりません</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Edit MCP server</source>
        <translation>MCP サーバーを編集</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Add MCP server</source>
        <translation>MCP サーバーを追加</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>Command (stdio)</source>
        <translation>コマンド (stdio)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (Streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63"/>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68"/>
        <source>default (60 s)</source>
        <translation>既定 (60 秒)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77"/>
        <source>one argument per line</source>
        <translation>1 行に 1 つの引数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83"/>
        <source>Run it in the sandbox</source>
        <translation>サンドボックスで実行</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87"/>
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent&apos;s own files are hidden from it.</source>
        <translation>サーバーが変更できるのは、作業フォルダーと専用の /tmp 内のファイルだけです。認証情報のフォルダーと Desktop Agent 自体のファイルはサーバーから見えません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91"/>
        <source>Let it use the network</source>
        <translation>ネットワークの使用を許可</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105"/>
        <source>Arguments</source>
        <translation>引数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106"/>
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107"/>
        <source>Working folder</source>
        <translation>作業フォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112"/>
        <source>Headers</source>
        <translation>ヘッダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132"/>
        <source>Call timeout</source>
        <translation>呼び出しのタイムアウト</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44"/>
        <location filename="../../desktop_agent/ui/header.py" line="120"/>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45"/>
        <source>Session title</source>
        <translation>セッションのタイトル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53"/>
        <source>Agent profile</source>
        <translation>エージェントプロファイル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>エージェントにできること: build (読み取りと変更)、plan (読み取りのみ)、chat (会話のみ)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59"/>
        <source>Provider and model</source>
        <translation>プロバイダーとモデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60"/>
        <source>provider/model — pick one or type any model id</source>
        <translation>provider/model — 選択するか、任意のモデル ID を入力</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Workspace folder</source>
        <translation>ワークスペースフォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>エージェントのツールが作業するフォルダーです。クリックすると別のフォルダーを選べます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69"/>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions</source>
        <translation>指示</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70"/>
        <source>Session instructions</source>
        <translation>セッションの指示</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74"/>
        <source>Token usage</source>
        <translation>トークン使用量</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75"/>
        <location filename="../../desktop_agent/ui/header.py" line="184"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation>このセッションで使用したトークン数と、モデルのコンテキストの使用状況</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions ✓</source>
        <translation>指示 ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146"/>
        <source>This session&apos;s instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>このセッションの指示: {start}
クリックすると、編集したりプロンプト全体を確認したりできます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149"/>
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>このセッション独自の指示を設定し、モデルに送信される内容を確認します</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168"/>
        <source>{n} tokens</source>
        <translation>{n} トークン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173"/>
        <source> · context {n} / {window}</source>
        <translation> · コンテキスト {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178"/>
        <source> · context {n}</source>
        <translation> · コンテキスト {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182"/>
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>コンテキストがほぼいっぱいです。次のリクエストの前に、以前のやり取りが要約されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191"/>
        <source>Choose the workspace folder</source>
        <translation>ワークスペースフォルダーを選択</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>ワークスペースフォルダー: {path}
エージェントのツールが作業するフォルダーです。クリックすると別のフォルダーを選べます。</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>{name} ›</source>
        <translation>{name} ›</translation>
    </message>
    <message>
        <source>This chat is in the project “{name}”. Click to edit the project.</source>
        <translation>このチャットはプロジェクト「{name}」に含まれています。クリックするとプロジェクトを編集できます。</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>セッション一覧</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Pinned</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Yesterday</source>
        <translation>昨日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Previous 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>Previous 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>now</source>
        <translation>たった今</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} min</source>
        <translation>{n} 分前</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} h</source>
        <translation>{n} 時間前</translation>
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
        <translation>月曜</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Tue</source>
        <translation>火曜</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Wed</source>
        <translation>水曜</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Thu</source>
        <translation>木曜</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Fri</source>
        <translation>金曜</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Sat</source>
        <translation>土曜</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86"/>
        <source>Sun</source>
        <translation>日曜</translation>
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
        <translation>名前の変更…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388"/>
        <source>Unpin</source>
        <translation>ピン留めを外す</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390"/>
        <source>Pin</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393"/>
        <source>Unarchive</source>
        <translation>アーカイブから戻す</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395"/>
        <source>Archive</source>
        <translation>アーカイブ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407"/>
        <source>Rename session</source>
        <translation>セッション名の変更</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408"/>
        <source>Title:</source>
        <translation>タイトル:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>プロジェクト</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>プロジェクト: {name}</translation>
    </message>
    <message>
        <source>Project {name}</source>
        <translation>プロジェクト {name}</translation>
    </message>
    <message>
        <source>Project, {n} sessions, folded</source>
        <translation>プロジェクト、{n} 件のセッション、折りたたみ中</translation>
    </message>
    <message>
        <source>Project, {n} sessions</source>
        <translation>プロジェクト、{n} 件のセッション</translation>
    </message>
    <message>
        <source>Move to project</source>
        <translation>プロジェクトに移動</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>新しいプロジェクト…</translation>
    </message>
    <message>
        <source>Remove from project</source>
        <translation>プロジェクトから外す</translation>
    </message>
    <message>
        <source>New chat in this project</source>
        <translation>このプロジェクトで新しいチャット</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>プロジェクトを編集…</translation>
    </message>
    <message>
        <source>Delete project…</source>
        <translation>プロジェクトを削除…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50"/>
        <source>Settings pages</source>
        <translation>設定ページ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54"/>
        <source>&amp;Providers</source>
        <translation>プロバイダー(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55"/>
        <source>Agent p&amp;rofiles</source>
        <translation>エージェントプロファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56"/>
        <source>&amp;Appearance</source>
        <translation>外観(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60"/>
        <source>Settings message</source>
        <translation>設定に関するメッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68"/>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>赤で示された値を修正してください。何も保存されていません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104"/>
        <source>A setting is not valid: {problem}</source>
        <translation>無効な設定があります: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>設定を {path} に保存できませんでした: {reason}。何も変更されていません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125"/>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="95"/>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="100"/>
        <source>Skills</source>
        <translation>スキル</translation>
    </message>
    <message>
        <source>&amp;Web search</source>
        <translation>ウェブ検索(&amp;W)</translation>
    </message>
    <message>
        <source>Ad&amp;vanced</source>
        <translation>詳細(&amp;V)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>音声</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>アップデート</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>Edit skill @{name}</source>
        <translation>スキル @{name} を編集</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>New skill</source>
        <translation>新しいスキル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68"/>
        <source>Skill name</source>
        <translation>スキル名</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="69"/>
        <source>code-review</source>
        <translation>code-review</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="72"/>
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>英小文字、数字、ハイフンが使えます。@名前 で始まるメッセージでこのスキルが使われます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="80"/>
        <source>Skill description</source>
        <translation>スキルの説明</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="82"/>
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>スキルの目的と使う場面です。モデルはこれを読んでスキルを選びます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88"/>
        <source>Allowed tools</source>
        <translation>許可するツール</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="89"/>
        <source>read_file, grep, git__*   (empty: the profile&apos;s tools)</source>
        <translation>read_file, grep, git__*   (空欄: プロファイルのツール)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="92"/>
        <source>empty: the session&apos;s model</source>
        <translation>空欄: セッションのモデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="94"/>
        <source>Skill instructions</source>
        <translation>スキルの指示</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="96"/>
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown: この種類のタスクで行うことを手順ごとに記述します。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="103"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109"/>
        <source>Save skill</source>
        <translation>スキルを保存</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="110"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="115"/>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117"/>
        <source>&amp;Description</source>
        <translation>説明(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118"/>
        <source>Allowed &amp;tools</source>
        <translation>許可するツール(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119"/>
        <source>&amp;Model</source>
        <translation>モデル(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="120"/>
        <source>&amp;Instructions</source>
        <translation>指示(&amp;I)</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="100"/>
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>スキルは、特定の種類のタスクのための指示です。メッセージを @名前 で始めると使用できます。モデルが説明をもとにスキルを選ぶこともあります。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="107"/>
        <source>Skill list</source>
        <translation>スキルの一覧</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111"/>
        <source>&amp;New…</source>
        <translation>新規(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113"/>
        <source>Import &amp;folder…</source>
        <translation>フォルダーをインポート(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114"/>
        <source>Import &amp;zip…</source>
        <translation>zip をインポート(&amp;Z)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="116"/>
        <source>&amp;Open skills folder</source>
        <translation>スキルフォルダーを開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118"/>
        <source>New skill</source>
        <translation>新しいスキル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119"/>
        <source>Edit skill</source>
        <translation>スキルを編集</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120"/>
        <source>Import a skill from a folder</source>
        <translation>フォルダーからスキルをインポート</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Import a skill from a zip file</source>
        <translation>zip ファイルからスキルをインポート</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334"/>
        <source>Delete skill</source>
        <translation>スキルを削除</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="123"/>
        <source>Open the skills folder</source>
        <translation>スキルフォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="132"/>
        <source>Skills left out</source>
        <translation>除外されたスキル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="138"/>
        <source>Skills message</source>
        <translation>スキルに関するメッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="203"/>
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>スキルはまだありません。「新規…」で作成するか、インポートしてください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="206"/>
        <source>Left out: {problem}</source>
        <translation>除外: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="210"/>
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} に独自のスキルがあります。チャットで (@ を入力して) 信頼すると、ここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>yours</source>
        <translation>自分のスキル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>this folder</source>
        <translation>このフォルダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="226"/>
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>このスキルはワークスペース ({path}) にあります。変更や削除はそちらで行ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="240"/>
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} はワークスペース ({path}) にあります。変更や削除はそちらで行ってください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Saved @{name}.</source>
        <translation>@{name} を保存しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Created @{name}.</source>
        <translation>@{name} を作成しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="293"/>
        <source>Deleted @{name}.</source>
        <translation>@{name} を削除しました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="314"/>
        <source>Installed @{name} from {path}.</source>
        <translation>{path} から @{name} をインストールしました。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="322"/>
        <source>Could not make {path}: {reason}.</source>
        <translation>{path} を作成できませんでした: {reason}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="327"/>
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>{path} を開けませんでした。ファイルマネージャーから開いてください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="335"/>
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>スキル @{name} と、そのフォルダー内のすべてのファイルを削除しますか?

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="344"/>
        <source>Import a skill folder</source>
        <translation>スキルフォルダーをインポート</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Zip files (*.zip)</source>
        <translation>Zip ファイル (*.zip)</translation>
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
        <translation>以前の会話の要約</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105"/>
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>以前の {n} 件のメッセージの代わりに送信されます。元のメッセージはセッション、検索、エクスポートに残ります。「元に戻す」を使うと、再びそのまま送信されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112"/>
        <source>Summary</source>
        <translation>要約</translation>
    </message>
</context>
<context>
    <name>UrlDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="351"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>MCP サーバー「{server}」からのリクエスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="358"/>
        <source>“{server}” asks you to open a web page</source>
        <translation>「{server}」が Web ページを開くよう求めています</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="359"/>
        <source>Which server asks</source>
        <translation>リクエスト元のサーバー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="374"/>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Secure connection (https)</source>
        <translation>安全な接続 (https)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Not encrypted (http)</source>
        <translation>暗号化されていない接続 (http)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="379"/>
        <source>Scheme</source>
        <translation>スキーム</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="383"/>
        <source>The page is on</source>
        <translation>ページのホスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="388"/>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="392"/>
        <source>Full address</source>
        <translation>完全なアドレス</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="398"/>
        <source>Check the host before you open it. What you enter there goes to that site, not the app.</source>
        <translation>開く前にホストを確認してください。そのページで入力した内容は、アプリではなくそのサイトに送信されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="404"/>
        <source>&amp;Decline</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="405"/>
        <source>Decline</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="406"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="407"/>
        <source>&amp;Open in browser</source>
        <translation>ブラウザーで開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="408"/>
        <source>Open in browser</source>
        <translation>ブラウザーで開く</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <source>your own</source>
        <translation>自前</translation>
    </message>
    <message>
        <source>Web searches: {searches}.</source>
        <translation>ウェブ検索：{searches}。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="296"/>
        <source>Usage</source>
        <translation>使用状況</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="303"/>
        <source>&amp;Show:</source>
        <translation>表示(&amp;S):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="305"/>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="307"/>
        <source>Last {days} days</source>
        <translation>過去 {days} 日間</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="312"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324"/>
        <source>Tokens per day</source>
        <translation>1 日あたりのトークン数</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325"/>
        <source>No tokens used in this period</source>
        <translation>この期間に使用されたトークンはありません</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Read (input, with cache)</source>
        <translation>読み取り (入力、キャッシュを含む)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Written (output)</source>
        <translation>書き込み (出力)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="330"/>
        <source>The day pointed at</source>
        <translation>ポイントした日</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Cache read</source>
        <translation>キャッシュ読み取り</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <source>Cache write</source>
        <translation>キャッシュ書き込み</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Messages</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="338"/>
        <source>Usage per model</source>
        <translation>モデル別の使用状況</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="342"/>
        <source>Usage per session</source>
        <translation>セッション別の使用状況</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="344"/>
        <source>Double-click a session to open it</source>
        <translation>ダブルクリックでセッションを開きます</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>By &amp;model</source>
        <translation>モデル別(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <source>By s&amp;ession</source>
        <translation>セッション別(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="352"/>
        <source>About the prices</source>
        <translation>料金について</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="359"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV にエクスポート(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="365"/>
        <source>Export as CSV</source>
        <translation>CSV としてエクスポート</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="369"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="385"/>
        <source>Reading the history…</source>
        <translation>履歴を読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="406"/>
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} トークン · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="410"/>
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{messages} 件のメッセージで {tokens} トークン</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="428"/>
        <source>no cost</source>
        <translation>コストなし</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="430"/>
        <source>local</source>
        <translation>ローカル</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="432"/>
        <source>unknown price</source>
        <translation>料金不明</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="434"/>
        <source>{cost} + unknown</source>
        <translation>{cost} + 不明</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="447"/>
        <source>{day} · nothing used</source>
        <translation>{day} · 使用なし</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="450"/>
        <source>read {tokens}</source>
        <translation>読み取り {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="452"/>
        <source>read {tokens} (cache {cached})</source>
        <translation>読み取り {tokens} (キャッシュ {cached})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="455"/>
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · 書き込み {written} · メッセージ {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467"/>
        <source>{days} days, no tokens used</source>
        <translation>{days} 日間、トークンの使用なし</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="468"/>
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} 日間で {tokens} トークン。最多は {day} ({most})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="480"/>
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>日付をポイントする (または矢印キーを使う) と、その日の数値が表示されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="486"/>
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>コストは {date} 時点の料金表に基づく米ドル建ての金額です。料金は変わることがあるため、推定値です。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="490"/>
        <source>No price table could be read, so no costs are shown.</source>
        <translation>料金表を読み込めなかったため、コストは表示されません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="492"/>
        <source>Your prices from {file} are used over it.</source>
        <translation>{file} で指定した料金が優先されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="496"/>
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>このコンピューター上で実行されるモデルはローカルで無料です。料金が不明なその他のモデルは集計に含まれません。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="502"/>
        <source>To correct a price or add a model, write {file} in the form of the app&apos;s price table.</source>
        <translation>料金を修正したりモデルを追加したりするには、アプリの料金表と同じ形式で {file} を作成してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="513"/>
        <source>(model not recorded)</source>
        <translation>(モデルの記録なし)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="515"/>
        <source>Priced as {entry}</source>
        <translation>{entry} の料金で計算</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="526"/>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>Export usage as CSV</source>
        <translation>使用状況を CSV としてエクスポート</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="562"/>
        <source>Could not save {file}: {why}</source>
        <translation>{file} を保存できませんでした: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="565"/>
        <source>Saved {file}</source>
        <translation>{file} を保存しました</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98"/>
        <source>Welcome to Desktop Agent</source>
        <translation>Desktop Agent へようこそ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Desktop Agent へようこそ&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>選んだフォルダー内のファイルを読み取ったり変更したりできる言語モデルとチャットします。コンピューターに変更を加える操作の前には、必ずあなたに確認します。まず、モデルを実行する場所として、このコンピューターか、API キーを使うクラウドプロバイダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111"/>
        <source>On this computer</source>
        <translation>このコンピューター上</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="182"/>
        <source>Looking for model servers on this computer…</source>
        <translation>このコンピューター上のモデルサーバーを探しています…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115"/>
        <source>Local model servers</source>
        <translation>ローカルモデルサーバー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116"/>
        <source>Search again</source>
        <translation>再検索</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117"/>
        <source>Search again for local model servers</source>
        <translation>ローカルモデルサーバーを再検索</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127"/>
        <source>Or a cloud provider</source>
        <translation>またはクラウドプロバイダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130"/>
        <source>Cloud provider</source>
        <translation>クラウドプロバイダー</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135"/>
        <source>Save key and start</source>
        <translation>キーを保存して開始</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137"/>
        <source>&amp;Provider:</source>
        <translation>プロバイダー(&amp;P):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation>キーはファイルではなく、システムのキーリングに保存されます。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149"/>
        <source>Welcome message</source>
        <translation>ようこそメッセージ</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="151"/>
        <source>Set up later</source>
        <translation>後で設定</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>このコンピューター上にモデルサーバー (Ollama、LM Studio、llama.cpp server) が見つかりません。サーバーを起動してから、再検索してください。</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197"/>
        <source>Found on this computer:</source>
        <translation>このコンピューター上で見つかったサーバー:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209"/>
        <source>{label} found on {address} with one model</source>
        <translation>{address} で {label} が見つかりました (モデル 1 個)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211"/>
        <source>{label} found on {address} with {count} models</source>
        <translation>{address} で {label} が見つかりました (モデル {count} 個)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216"/>
        <source>Use it</source>
        <translation>使用する</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218"/>
        <source>Use {label} on {address}</source>
        <translation>{address} の {label} を使用</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>設定を {path} に保存できませんでした: {reason}。</translation>
    </message>
    <message>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, at a cloud provider with your API key, or on a server of your own.</source>
        <translation>選んだフォルダーのファイルを読み書きできる言語モデルとチャットします。コンピューターを変更する前には必ず確認します。まず、モデルをどこで動かすか選んでください: このコンピューター、API キーを使うクラウドプロバイダー、または自分のサーバー。</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="234"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Still starting…</source>
        <translation>まだ起動中です…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Try again in a moment.</source>
        <translation>しばらくしてからもう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>WebSearchPage</name>
    <message>
        <source>The model can search the web and then open the pages it found. Web search is off by default: nothing you ask is sent to a search service until you choose one here. There is no free service without a key that allows this, so choose your own SearXNG or a service with a key.</source>
        <translation>モデルはウェブを検索し、見つけたページを開くことができます。ウェブ検索は既定でオフです。ここでサービスを選ぶまで、質問した内容が検索サービスに送られることはありません。キーなしでこの用途を認める無料サービスはないため、ご自身の SearXNG か、キーが必要なサービスを選んでください。</translation>
    </message>
    <message>
        <source>Web search service</source>
        <translation>ウェブ検索サービス</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>SearXNG (your own, no key)</source>
        <translation>SearXNG（ご自身のもの、キー不要）</translation>
    </message>
    <message>
        <source>{service} (API key)</source>
        <translation>{service}（API キー）</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>SearXNG のアドレス</translation>
    </message>
    <message>
        <source>Results per search</source>
        <translation>1 回の検索の結果数</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>API キーの状態</translation>
    </message>
    <message>
        <source>What leaves this computer</source>
        <translation>このコンピューターから送られるもの</translation>
    </message>
    <message>
        <source>Search with:</source>
        <translation>検索に使うもの:</translation>
    </message>
    <message>
        <source>SearXNG address:</source>
        <translation>SearXNG のアドレス:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API キー:</translation>
    </message>
    <message>
        <source>Results per search:</source>
        <translation>1 回の検索の結果数:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>確認しています…</translation>
    </message>
    <message>
        <source>Off: the model is not offered web search, and no query leaves this computer.</source>
        <translation>オフ: モデルにはウェブ検索が提供されず、検索語がこのコンピューターから送られることはありません。</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>（アドレス未設定）</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query to your SearXNG at {address}, which asks the search engines it is set up to use. Each search asks you first, unless a rule allows it.</source>
        <translation>検索のたびに、モデルの検索語が {address} にあるご自身の SearXNG に送られ、SearXNG が設定済みの検索エンジンに問い合わせます。ルールで許可していない限り、検索のたびに事前に確認します。</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query and your API key to {service} ({host}), which may charge for it. Each search asks you first, unless a rule allows it.</source>
        <translation>検索のたびに、モデルの検索語とあなたの API キーが {service}（{host}）に送られ、料金がかかる場合があります。ルールで許可していない限り、検索のたびに事前に確認します。</translation>
    </message>
    <message>
        <source>Enter your SearXNG&apos;s address, e.g. http://localhost:8888.</source>
        <translation>SearXNG のアドレスを入力してください（例: http://localhost:8888）。</translation>
    </message>
    <message>
        <source>Enter a full address starting with http:// or https://.</source>
        <translation>http:// または https:// で始まる完全なアドレスを入力してください。</translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <source>Cited source</source>
        <translation>引用元</translation>
    </message>
    <message>
        <source>Where the passage is</source>
        <translation>箇所の場所</translation>
    </message>
    <message>
        <source>Cited passage</source>
        <translation>引用された箇所</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>ページを開く</translation>
    </message>
    <message>
        <source>Open at page {n}</source>
        <translation>{n} ページを開く</translation>
    </message>
    <message>
        <source>Open the document</source>
        <translation>文書を開く</translation>
    </message>
    <message>
        <source>The file has changed or is gone: this is the passage as the model was given it.</source>
        <translation>ファイルが変更されたか、なくなっています：これはモデルに渡されたときの箇所です。</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path} はもうありません。</translation>
    </message>
</context>
<context>
    <name>KnowledgeButton</name>
    <message>
        <source>Knowledge bases</source>
        <translation>ナレッジベース</translation>
    </message>
    <message>
        <source>No knowledge bases yet</source>
        <translation>ナレッジベースはまだありません</translation>
    </message>
    <message>
        <source>Manage knowledge bases…</source>
        <translation>ナレッジベースを管理…</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>ナレッジ</translation>
    </message>
    <message>
        <source>Let the model search your documents: tick the knowledge bases this session uses</source>
        <translation>モデルに文書を検索させる：このセッションで使うナレッジベースにチェックを入れます</translation>
    </message>
    <message>
        <source>Knowledge: {names}</source>
        <translation>ナレッジ：{names}</translation>
    </message>
    <message>
        <source>This session searches {names}; the answers cite the passages they use</source>
        <translation>このセッションは {names} を検索します。回答は使った箇所を引用します</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Indexed</source>
        <translation>索引済み</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>Indexing {done} of {total}</source>
        <translation>索引作成中 {done}/{total}</translation>
    </message>
    <message>
        <source>Paused at {done} of {total}</source>
        <translation>{done}/{total} で一時停止</translation>
    </message>
    <message>
        <source>Indexing stopped</source>
        <translation>索引作成が止まりました</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>最新です</translation>
    </message>
    <message>
        <source>Indexing progress of {name}</source>
        <translation>{name} の索引作成の進み具合</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Passages: {count}</source>
        <translation>箇所：{count}</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>ナレッジベース</translation>
    </message>
    <message>
        <source>Name of a new base</source>
        <translation>新しいベースの名前</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>作成(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the knowledge base</source>
        <translation>ナレッジベースを削除</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>フォルダーを追加(&amp;F)…</translation>
    </message>
    <message>
        <source>Add fi&amp;les…</source>
        <translation>ファイルを追加(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>外す(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the source</source>
        <translation>ソースを外す</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>索引作成の進み具合</translation>
    </message>
    <message>
        <source>Re-&amp;index</source>
        <translation>再索引(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Add the best passages before the first step (automatic retrieval)</source>
        <translation>最初のステップの前に最も関連する箇所を加える（自動検索）</translation>
    </message>
    <message>
        <source>Before the model answers, the passages of this base that best match the message are added to it. Without this, the model searches the base when it decides to.</source>
        <translation>モデルが答える前に、このベースでメッセージに最もよく合う箇所をメッセージに加えます。オフのときは、モデルが必要と判断したときにベースを検索します。</translation>
    </message>
    <message>
        <source>Show files</source>
        <translation>表示するファイル</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>すべてのファイル</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Knowledge message</source>
        <translation>ナレッジのメッセージ</translation>
    </message>
    <message>
        <source>A knowledge base is a set of folders and files the model can search: Markdown, text, code, PDF, HTML and Word documents. Name one on the left and press Create, then add folders or files to it.</source>
        <translation>ナレッジベースは、モデルが検索できるフォルダーとファイルのまとまりです（Markdown、テキスト、コード、PDF、HTML、Word 文書）。左で名前を付けて「作成」を押し、フォルダーやファイルを追加してください。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>{count} indexed</source>
        <translation>索引済み {count}</translation>
    </message>
    <message>
        <source>{count} pending</source>
        <translation>保留 {count}</translation>
    </message>
    <message>
        <source>{count} failed</source>
        <translation>失敗 {count}</translation>
    </message>
    <message>
        <source>{count} skipped</source>
        <translation>スキップ {count}</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done}/{total} ファイル</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <source>Reading {path}</source>
        <translation>{path} を読んでいます</translation>
    </message>
    <message>
        <source>Delete knowledge base</source>
        <translation>ナレッジベースを削除</translation>
    </message>
    <message>
        <source>Delete the knowledge base {name}? Its index is removed; your folders and files stay as they are.</source>
        <translation>ナレッジベース {name} を削除しますか？索引は削除されますが、フォルダーとファイルはそのまま残ります。</translation>
    </message>
    <message>
        <source>Add a folder</source>
        <translation>フォルダーを追加</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>ファイルを追加</translation>
    </message>
    <message>
        <source>A secrets file: never indexed</source>
        <translation>秘密情報のファイル：索引に入れません</translation>
    </message>
    <message>
        <source>{kind} files are not indexed</source>
        <translation>{kind} ファイルは索引に入れません</translation>
    </message>
    <message>
        <source>Files without a suffix are not indexed</source>
        <translation>拡張子のないファイルは索引に入れません</translation>
    </message>
    <message>
        <source>Larger than {size} MB, the most a {kind} file may be</source>
        <translation>{size} MB を超えています（{kind} ファイルの上限）</translation>
    </message>
    <message>
        <source>Not a readable PDF ({detail})</source>
        <translation>読めない PDF です（{detail}）</translation>
    </message>
    <message>
        <source>The PDF is encrypted</source>
        <translation>PDF が暗号化されています</translation>
    </message>
    <message>
        <source>Binary content (a NUL byte), not text</source>
        <translation>バイナリーの内容です（NUL バイトあり）。テキストではありません</translation>
    </message>
    <message>
        <source>Not a readable DOCX ({detail})</source>
        <translation>読めない DOCX です（{detail}）</translation>
    </message>
    <message>
        <source>Its text is larger than {size} MB once unzipped</source>
        <translation>展開するとテキストが {size} MB を超えます</translation>
    </message>
    <message>
        <source>Reading it crashed the indexing process (exit code {code})</source>
        <translation>読み込み中に索引作成プロセスが異常終了しました（終了コード {code}）</translation>
    </message>
    <message>
        <source>Reading it made no progress for {seconds} s, so it was stopped</source>
        <translation>{seconds} 秒間読み込みが進まなかったため止めました</translation>
    </message>
    <message>
        <source>Not indexed yet: press Re-index.</source>
        <translation>まだ索引がありません：「再索引」を押してください。</translation>
    </message>
</context>
<context>
    <name>MemoryCards</name>
    <message>
        <source>Remember this in future conversations?</source>
        <translation>今後の会話でもこれを覚えておきますか？</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>破棄</translation>
    </message>
    <message>
        <source>Kept in your words</source>
        <translation>あなたの言葉で保持しました</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>保持しました</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Dropped: not remembered</source>
        <translation>破棄しました：記憶されません</translation>
    </message>
    <message>
        <source>Removed on the Memory page</source>
        <translation>メモリーページで削除されました</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>メモリーを編集</translation>
    </message>
    <message>
        <source>Remember, in your words:</source>
        <translation>あなたの言葉で記憶する内容：</translation>
    </message>
    <message>
        <source>Remember this in future conversations of the project “{name}”?</source>
        <translation>プロジェクト「{name}」の今後の会話でもこれを覚えておきますか？</translation>
    </message>
    <message>
        <source>{kept}, in the project “{name}”</source>
        <translation>{kept}（プロジェクト「{name}」）</translation>
    </message>
</context>
<context>
    <name>MemoryDialog</name>
    <message>
        <source>Memory</source>
        <translation>メモリー</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>新しいメッセージごとにエージェントに渡される短い事実です。あなたの同意なしに追加されることはありません。モデルが提案したときは、チャットで保持・編集・破棄を選べます。</translation>
    </message>
    <message>
        <source>Search memories</source>
        <translation>メモリーを検索</translation>
    </message>
    <message>
        <source>Memories</source>
        <translation>メモリー一覧</translation>
    </message>
    <message>
        <source>From</source>
        <translation>出所</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>最終使用</translation>
    </message>
    <message>
        <source>Open the conversation</source>
        <translation>会話を開く</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Written by you</source>
        <translation>あなたが記入</translation>
    </message>
    <message>
        <source>A conversation (edited by you)</source>
        <translation>会話（あなたが編集）</translation>
    </message>
    <message>
        <source>A conversation</source>
        <translation>会話</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>まだなし</translation>
    </message>
    <message>
        <source>Written by you.</source>
        <translation>あなたが記入しました。</translation>
    </message>
    <message>
        <source>Learnt in a conversation…</source>
        <translation>会話から覚えました…</translation>
    </message>
    <message>
        <source>Learnt when you wrote: “{text}”</source>
        <translation>あなたがこう書いたときに覚えました：「{text}」</translation>
    </message>
    <message>
        <source>Learnt in a conversation that is no longer in the history.</source>
        <translation>履歴にもう残っていない会話から覚えました。</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>事実を一文で：</translation>
    </message>
    <message>
        <source>Add a memory</source>
        <translation>メモリーを追加</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>メモリーを編集</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>追加しました。</translation>
    </message>
    <message>
        <source>Changed.</source>
        <translation>変更しました。</translation>
    </message>
    <message>
        <source>Removed “{text}”.</source>
        <translation>「{text}」を削除しました。</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>元に戻しました。</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message: everywhere, or only in one project&apos;s chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>新しいメッセージごとにエージェントに渡される短い事実です。すべてのチャットに適用するか、1 つのプロジェクトのチャットだけに適用するかを選べます。あなたの同意なしに追加されることはありません。モデルが提案したときは、チャットで保持・編集・破棄を選べます。</translation>
    </message>
    <message>
        <source>Show memories that apply</source>
        <translation>表示するメモリーの適用範囲</translation>
    </message>
    <message>
        <source>Applies</source>
        <translation>適用範囲</translation>
    </message>
    <message>
        <source>All memories</source>
        <translation>すべてのメモリー</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>プロジェクト: {name}</translation>
    </message>
    <message>
        <source>A project</source>
        <translation>プロジェクト</translation>
    </message>
</context>
<context>
    <name>MemoryEditor</name>
    <message>
        <source>The memory</source>
        <translation>メモリー</translation>
    </message>
    <message>
        <source>Where it applies</source>
        <translation>適用範囲</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>全体</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>プロジェクト: {name}</translation>
    </message>
    <message>
        <source>Everywhere: every chat is given it. A project: only that project&apos;s chats.</source>
        <translation>全体: すべてのチャットに渡されます。プロジェクト: そのプロジェクトのチャットにだけ渡されます。</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>事実を一文で:</translation>
    </message>
    <message>
        <source>Applies:</source>
        <translation>適用範囲:</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Edit project</source>
        <translation>プロジェクトを編集</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新しいプロジェクト</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>プロジェクト名</translation>
    </message>
    <message>
        <source>e.g. Thesis, Website, Taxes 2026</source>
        <translation>例: 論文、Web サイト、2026 年の税金</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>ワークスペースフォルダー</translation>
    </message>
    <message>
        <source>The app&apos;s default folder</source>
        <translation>アプリの既定のフォルダー</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>ワークスペースフォルダーを選択</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>プロジェクトの指示</translation>
    </message>
    <message>
        <source>What every chat of this project should know or do, e.g. “Answer in British English.”</source>
        <translation>このプロジェクトのすべてのチャットが知っておくべきこと、行うべきこと。例: 「イギリス英語で回答して。」</translation>
    </message>
    <message>
        <source>The app&apos;s default</source>
        <translation>アプリの既定値</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>既定のモデル</translation>
    </message>
    <message>
        <source>provider/model — pick one or type any model id</source>
        <translation>プロバイダー/モデル — 選択するか、任意のモデル ID を入力</translation>
    </message>
    <message>
        <source>Default profile</source>
        <translation>既定のプロファイル</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>ナレッジベース</translation>
    </message>
    <message>
        <source>No knowledge bases yet (File › Knowledge bases…).</source>
        <translation>ナレッジベースはまだありません (ファイル › ナレッジベース…)。</translation>
    </message>
    <message>
        <source>Every enabled server</source>
        <translation>有効なすべてのサーバー</translation>
    </message>
    <message>
        <source>Only the ones ticked</source>
        <translation>チェックしたサーバーのみ</translation>
    </message>
    <message>
        <source>{name} (turned off in Settings)</source>
        <translation>{name} (設定でオフ)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <source>No MCP servers yet (Settings › MCP servers).</source>
        <translation>MCP サーバーはまだありません (設定 › MCP サーバー)。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>ワークスペース:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>指示:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>モデル:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>プロファイル:</translation>
    </message>
    <message>
        <source>Knowledge:</source>
        <translation>ナレッジ:</translation>
    </message>
    <message>
        <source>MCP servers:</source>
        <translation>MCP サーバー:</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>エラーの内容</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Create project</source>
        <translation>プロジェクトを作成</translation>
    </message>
    <message>
        <source>Choose the project&apos;s workspace folder</source>
        <translation>プロジェクトのワークスペースフォルダーを選択</translation>
    </message>
    <message>
        <source>The project could not be saved. The log has the details.</source>
        <translation>プロジェクトを保存できませんでした。詳細はログにあります。</translation>
    </message>
</context>
<context>
    <name>Projects</name>
    <message>
        <source>Delete project</source>
        <translation>プロジェクトを削除</translation>
    </message>
    <message>
        <source>Delete the project “{name}”?</source>
        <translation>プロジェクト「{name}」を削除しますか?</translation>
    </message>
    <message>
        <source>It holds no chats.</source>
        <translation>チャットは含まれていません。</translation>
    </message>
    <message>
        <source>Its chat stays, outside any project.</source>
        <translation>チャットはどのプロジェクトにも属さない状態で残ります。</translation>
    </message>
    <message>
        <source>Its {n} chats stay, outside any project.</source>
        <translation>{n} 件のチャットはどのプロジェクトにも属さない状態で残ります。</translation>
    </message>
    <message>
        <source>The project&apos;s instructions, settings and memories are deleted.</source>
        <translation>プロジェクトの指示、設定、メモリーは削除されます。</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Update {name}?</source>
        <translation>{name} を更新しますか?</translation>
    </message>
    <message>
        <source>Install {name}?</source>
        <translation>{name} をインストールしますか?</translation>
    </message>
    <message>
        <source>{name} moves from version {old} to {new}. It ran:</source>
        <translation>{name} をバージョン {old} から {new} に更新します。これまでの実行内容:</translation>
    </message>
    <message>
        <source>It will run:</source>
        <translation>今後の実行内容:</translation>
    </message>
    <message>
        <source>The server {name} will be added and connected to at this address:</source>
        <translation>サーバー {name} を追加し、次のアドレスに接続します:</translation>
    </message>
    <message>
        <source>The server {name} will be added and started with this command:</source>
        <translation>サーバー {name} を追加し、次のコマンドで起動します:</translation>
    </message>
    <message>
        <source>In its container.</source>
        <translation>専用のコンテナー内で実行します。</translation>
    </message>
    <message>
        <source>In the sandbox, with the network.</source>
        <translation>サンドボックス内で、ネットワークを使って実行します。</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>サンドボックスの外で、あなたの権限で実行します。</translation>
    </message>
    <message>
        <source>Kept in the keyring: {names}</source>
        <translation>キーリングに保存: {names}</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>指定値: {values}</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>インストール</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <source>What it needs</source>
        <translation>必要な設定</translation>
    </message>
    <message>
        <source>Run it in the sandbox</source>
        <translation>サンドボックスで実行</translation>
    </message>
    <message>
        <source>With the network, so that its runner can fetch the package</source>
        <translation>ランナーがパッケージを取得できるよう、ネットワークを許可します</translation>
    </message>
    <message>
        <source>Install…</source>
        <translation>インストール…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Name here</source>
        <translation>このアプリでの名前</translation>
    </message>
    <message>
        <source>Choose a server to see what it runs.</source>
        <translation>サーバーを選ぶと、実行内容が表示されます。</translation>
    </message>
    <message>
        <source>version {v}</source>
        <translation>バージョン {v}</translation>
    </message>
    <message>
        <source>published by {who}</source>
        <translation>発行元: {who}</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>実行するものなし</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>リモート対応</translation>
    </message>
    <message>
        <source>not remote</source>
        <translation>リモート非対応</translation>
    </message>
    <message>
        <source>status: {s}</source>
        <translation>状態: {s}</translation>
    </message>
    <message>
        <source>Installed here as {name} (version {v}).</source>
        <translation>このアプリに {name} としてインストール済みです (バージョン {v})。</translation>
    </message>
    <message>
        <source>Update to {v}…</source>
        <translation>{v} に更新…</translation>
    </message>
    <message>
        <source>What it connects to</source>
        <translation>接続先</translation>
    </message>
    <message>
        <source>What it runs</source>
        <translation>実行内容</translation>
    </message>
    <message>
        <source>A remote server over streamable HTTP.</source>
        <translation>Streamable HTTP で接続するリモートサーバーです。</translation>
    </message>
    <message>
        <source>In its container, not in the app&apos;s sandbox.</source>
        <translation>アプリのサンドボックスではなく、専用のコンテナー内で実行します。</translation>
    </message>
    <message>
        <source>In the sandbox: its folder, a private /tmp, the network.</source>
        <translation>サンドボックス内: 自身のフォルダー、専用の /tmp、ネットワーク。</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>サンドボックスの外で、あなたの権限で実行します。</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>指定値: {values}</translation>
    </message>
    <message>
        <source>secret: kept in the keyring</source>
        <translation>シークレット: キーリングに保存されます</translation>
    </message>
    <message>
        <source>kept: leave empty to keep it</source>
        <translation>保存済み: 空欄のままにすると保持されます</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>On Wayland only the desktop may give global shortcuts (its GlobalShortcuts portal), and Desktop Agent does not use it yet: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Wayland ではデスクトップ環境だけがグローバルショートカットを提供でき (GlobalShortcuts portal)、Desktop Agent はまだそれを使用していません。そのため、ここではショートカットは機能しません。クイック質問はトレイのメニューから開けます。</translation>
    </message>
    <message>
        <source>This desktop offers no global shortcuts: Quick ask is in the tray&apos;s menu.</source>
        <translation>このデスクトップ環境はグローバルショートカットに対応していません。クイック質問はトレイのメニューから開けます。</translation>
    </message>
    <message>
        <source>“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.</source>
        <translation>「{text}」はショートカットではありません。Ctrl+Alt+Space のように、修飾キーとキーを入力してください。</translation>
    </message>
    <message>
        <source>The shortcut could not be set up: {error}</source>
        <translation>ショートカットを設定できませんでした: {error}</translation>
    </message>
    <message>
        <source>Another application already uses this shortcut: choose another.</source>
        <translation>このショートカットは別のアプリケーションで使用されています。別のショートカットを選んでください。</translation>
    </message>
    <message>
        <source>The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>ショートカットには X11 ライブラリ (libX11) が必要ですが、読み込めませんでした。ここではショートカットは動作しません。クイック質問はトレイのメニューにあります。</translation>
    </message>
    <message>
        <source>On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Wayland ではデスクトップ環境だけが GlobalShortcuts ポータルを通じてグローバルショートカットを提供できますが、このデスクトップ環境はそれに対応していません。そのため、ここではショートカットは機能しません。クイック質問はタスクトレイのメニューから開けます。</translation>
    </message>
    <message>
        <source>The desktop did not give Quick ask its shortcut (refused or cancelled): set the shortcut again to be asked again. Quick ask is in the tray&apos;s menu.</source>
        <translation>デスクトップ環境はクイック質問にショートカットを割り当てませんでした (拒否またはキャンセル)。もう一度確認を受けるには、ショートカットを設定し直してください。クイック質問はタスクトレイのメニューから開けます。</translation>
    </message>
    <message>
        <source>Open Desktop Agent&apos;s Quick ask</source>
        <translation>Desktop Agent のクイック質問を開く</translation>
    </message>
    <message>
        <source>The desktop took Quick ask&apos;s shortcut without a key: give it one in the desktop&apos;s keyboard settings.</source>
        <translation>デスクトップ環境はクイック質問のショートカットをキーなしで登録しました。デスクトップ環境のキーボード設定でキーを割り当ててください。</translation>
    </message>
    <message>
        <source>The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the desktop&apos;s keyboard settings.</source>
        <translation>デスクトップ環境はクイック質問に {asked} ではなく {chosen} のショートカットを割り当てました。デスクトップ環境のキーボード設定で変更してください。</translation>
    </message>
    <message>
        <source>The desktop ended Quick ask&apos;s shortcut: set the shortcut again to take it back.</source>
        <translation>デスクトップ環境がクイック質問のショートカットを解除しました。元に戻すには、ショートカットを設定し直してください。</translation>
    </message>
</context>
<context>
    <name>McpBrowsePage</name>
    <message>
        <source>Search the registry by name</source>
        <translation>レジストリを名前で検索</translation>
    </message>
    <message>
        <source>The MCP Registry to search (saved with OK or Apply)</source>
        <translation>検索する MCP レジストリ (「OK」または「適用」で保存)</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>さらに表示…</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>レジストリ</translation>
    </message>
    <message>
        <source>The registry address must be an http(s):// address.</source>
        <translation>レジストリのアドレスは http(s):// で始まる必要があります。</translation>
    </message>
    <message>
        <source>Asking the registry…</source>
        <translation>レジストリに問い合わせています…</translation>
    </message>
    <message>
        <source>No server in this registry has “{q}” in its name.</source>
        <translation>このレジストリに、名前に「{q}」を含むサーバーはありません。</translation>
    </message>
    <message>
        <source>This registry lists no servers.</source>
        <translation>このレジストリにはサーバーが登録されていません。</translation>
    </message>
    <message>
        <source>Fill in {names} first: the server needs it.</source>
        <translation>先に {names} を入力してください。サーバーに必要です。</translation>
    </message>
    <message>
        <source>Installing {name}…</source>
        <translation>{name} をインストールしています…</translation>
    </message>
    <message>
        <source>Installed {name}.</source>
        <translation>{name} をインストールしました。</translation>
    </message>
    <message>
        <source>Updated {name}.</source>
        <translation>{name} を更新しました。</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} を削除しました。</translation>
    </message>
    <message>
        <source>Could not save the MCP server file: {reason}.</source>
        <translation>MCP サーバーファイルを保存できませんでした: {reason}。</translation>
    </message>
    <message>
        <source>Something went wrong; the details are in the log.</source>
        <translation>問題が発生しました。詳細はログにあります。</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <source>Ask anything — Enter sends, Esc hides</source>
        <translation>何でも聞いてください — Enter で送信、Esc で隠す</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Question asked</source>
        <translation>送信した質問</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Open in window</source>
        <translation>ウィンドウで開く</translation>
    </message>
    <message>
        <source>Go on with this conversation in the main window</source>
        <translation>この会話をメインウィンドウで続ける</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>質問しています…</translation>
    </message>
    <message>
        <source>Ask another question — Enter sends, Esc hides</source>
        <translation>別の質問をする — Enter で送信、Esc で隠す</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>作成中…</translation>
    </message>
    <message>
        <source>Waiting for your answer in the main window</source>
        <translation>メインウィンドウであなたの応答を待っています</translation>
    </message>
    <message>
        <source>Using {tool}…</source>
        <translation>{tool} を使用中…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Done, without an answer in words</source>
        <translation>完了 (テキストの回答はありません)</translation>
    </message>
</context>
<context>
    <name>SchedulesDialog</name>
    <message>
        <source>Schedules</source>
        <translation>スケジュール</translation>
    </message>
    <message>
        <source>Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a call the job&apos;s rules do not allow is refused and the run goes on without it. Each run is a session in your history.</source>
        <translation>ジョブは、ウィンドウを閉じていてもスケジュールに従ってプロンプトを実行します。実行中に確認が求められることはありません。ジョブのルールで許可されていない呼び出しは拒否され、その呼び出しなしで実行が続きます。各実行は履歴内のセッションになります。</translation>
    </message>
    <message>
        <source>Scheduled jobs</source>
        <translation>スケジュールされたジョブ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>次回の実行</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>前回の実行</translation>
    </message>
    <message>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>今すぐ実行</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>選択したジョブの実行</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Said</source>
        <translation>回答</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>Double-click a run to open its session.</source>
        <translation>実行をダブルクリックすると、そのセッションが開きます。</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>{text} — cron {cron}, this computer&apos;s time</source>
        <translation>{text} — cron {cron}、このコンピューターの時刻</translation>
    </message>
    <message>
        <source>Runs on its schedule when checked</source>
        <translation>オンにするとスケジュールどおりに実行されます</translation>
    </message>
    <message>
        <source>Runs of {name}</source>
        <translation>{name} の実行</translation>
    </message>
    <message>
        <source>Run by hand</source>
        <translation>手動で実行</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>未実行</translation>
    </message>
    <message>
        <source>Registered as: {where}</source>
        <translation>登録先: {where}</translation>
    </message>
    <message>
        <source>That run has no session.</source>
        <translation>この実行にはセッションがありません。</translation>
    </message>
    <message>
        <source>{name} runs on its schedule.</source>
        <translation>{name} はスケジュールどおりに実行されます。</translation>
    </message>
    <message>
        <source>{name} is off.</source>
        <translation>{name} はオフです。</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>スケジュールされたジョブを追加</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>{name} を編集</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} を保存しました。</translation>
    </message>
    <message>
        <source>Remove the job?</source>
        <translation>ジョブを削除しますか?</translation>
    </message>
    <message>
        <source>Remove {name}? It will not run again; the sessions of its runs stay in your history.</source>
        <translation>{name} を削除しますか? 今後は実行されなくなります。これまでの実行のセッションは履歴に残ります。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} を削除しました。</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>{name} を実行しています…</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name}: {outcome}</translation>
    </message>
    <message>
        <source>Re-run with these approved…</source>
        <translation>これらを承認して再実行…</translation>
    </message>
    <message>
        <source>Run the job once more, allowing exactly the calls the selected run refused</source>
        <translation>選んだ実行で拒否された呼び出しだけを許可して、ジョブをもう一度実行</translation>
    </message>
    <message>
        <source>That job is no longer scheduled.</source>
        <translation>そのジョブはもうスケジュールされていません。</translation>
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
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>{title} — waiting for your approval</source>
        <translation>{title} — 承認待ち</translation>
    </message>
    <message>
        <source>{title} — answering…</source>
        <translation>{title} — 回答中…</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <source>Quick ask ({shortcut})</source>
        <translation>クイック質問 ({shortcut})</translation>
    </message>
    <message>
        <source>Show Desktop Agent</source>
        <translation>Desktop Agent を表示</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Desktop Agent keeps working in the tray.</source>
        <translation>Desktop Agent はトレイで動作を続けます。</translation>
    </message>
    <message>
        <source>Quit from the tray&apos;s menu.</source>
        <translation>終了するには、トレイのメニューを使ってください。</translation>
    </message>
    <message>
        <source>An answer is still being written.</source>
        <translation>まだ回答を作成中です。</translation>
    </message>
    <message>
        <source>{n} answers are still being written.</source>
        <translation>{n} 件の回答をまだ作成中です。</translation>
    </message>
    <message>
        <source>Runs are scheduled.</source>
        <translation>実行がスケジュールされています。</translation>
    </message>
    <message>
        <source>Keep running in the tray?</source>
        <translation>トレイで実行を続けますか?</translation>
    </message>
    <message>
        <source>Desktop Agent can go on in the tray and tell you when it is done. You can change this in Settings › Appearance.</source>
        <translation>Desktop Agent はトレイで動作を続け、完了したらお知らせできます。この動作は「設定 › 外観」で変更できます。</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>トレイで実行を続ける</translation>
    </message>
    <message>
        <source>Approval waiting</source>
        <translation>承認待ち</translation>
    </message>
    <message>
        <source>{title}: {tool} waits for your approval.</source>
        <translation>{title}: {tool} があなたの承認を待っています。</translation>
    </message>
    <message>
        <source>Answer ready</source>
        <translation>回答の準備ができました</translation>
    </message>
    <message>
        <source>Answer stopped</source>
        <translation>回答が停止しました</translation>
    </message>
    <message>
        <source>{name} — next {when}</source>
        <translation>{name} — 次回 {when}</translation>
    </message>
    <message>
        <source>Schedules…</source>
        <translation>スケジュール…</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Read {path}</source>
        <translation>{path} を読む</translation>
    </message>
    <message>
        <source>Write {path}</source>
        <translation>{path} を書く</translation>
    </message>
    <message>
        <source>Edit {path}</source>
        <translation>{path} を編集</translation>
    </message>
    <message>
        <source>Delete {path}</source>
        <translation>{path} を削除</translation>
    </message>
    <message>
        <source>Run `{command}`</source>
        <translation>`{command}` を実行</translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation>ワークスペース</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>{folder} の一覧</translation>
    </message>
    <message>
        <source>Search for “{text}”</source>
        <translation>「{text}」を検索</translation>
    </message>
    <message>
        <source>Find files like “{text}”</source>
        <translation>「{text}」に一致するファイルを探す</translation>
    </message>
    <message>
        <source>Read {page}</source>
        <translation>{page} を読む</translation>
    </message>
    <message>
        <source>Search the web for “{text}”</source>
        <translation>ウェブで「{text}」を検索</translation>
    </message>
    <message>
        <source>Search “{bases}” for “{text}”</source>
        <translation>「{bases}」で「{text}」を検索</translation>
    </message>
    <message>
        <source>Search the knowledge bases for “{text}”</source>
        <translation>ナレッジベースで「{text}」を検索</translation>
    </message>
    <message>
        <source>Remember “{text}”</source>
        <translation>「{text}」を記憶</translation>
    </message>
    <message>
        <source>Search past chats for “{text}”</source>
        <translation>過去のチャットで「{text}」を検索</translation>
    </message>
    <message>
        <source>Ask you “{text}”</source>
        <translation>質問:「{text}」</translation>
    </message>
    <message>
        <source>Use the skill “{name}”</source>
        <translation>スキル「{name}」を使う</translation>
    </message>
    <message>
        <source>Update the plan</source>
        <translation>計画を更新</translation>
    </message>
    <message>
        <source>…{n:,} more lines</source>
        <translation>…ほか {n:,} 行</translation>
    </message>
    <message>
        <source>Use the skill “{name}” from {server}</source>
        <translation>{server} のスキル「{name}」を使う</translation>
    </message>
</context>
<context>
    <name>RerunReview</name>
    <message>
        <source>Re-run with these approved?</source>
        <translation>これらを承認して再実行しますか？</translation>
    </message>
    <message>
        <source>Run {name} now, allowing this once exactly the calls below, which its run of {when} refused. Any other call that would ask is refused as usual; the job&apos;s rules stay as they are.</source>
        <translation>{name} を今すぐ実行し、{when} の実行で拒否された下の呼び出しだけを今回に限り許可します。ほかに確認が必要な呼び出しはいつもどおり拒否され、ジョブのルールは変わりません。</translation>
    </message>
    <message>
        <source>Still refused (only a chat can approve them):</source>
        <translation>引き続き拒否（チャットでのみ承認できます）:</translation>
    </message>
    <message>
        <source>The calls to allow</source>
        <translation>許可する呼び出し</translation>
    </message>
    <message>
        <source>Run with these allowed</source>
        <translation>これらを許可して実行</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Server address</source>
        <translation>サーバーのアドレス</translation>
    </message>
    <message>
        <source>Server address problem</source>
        <translation>サーバーのアドレスの問題</translation>
    </message>
    <message>
        <source>Only if the server asks for one</source>
        <translation>サーバーが求める場合のみ</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <source>The model&apos;s name, or Test to list them</source>
        <translation>モデル名。テストで一覧を取得</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Test the connection to the server</source>
        <translation>サーバーへの接続をテスト</translation>
    </message>
    <message>
        <source>Server test result</source>
        <translation>サーバーのテスト結果</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>このサーバーを使う</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A):</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API キー(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <source>Or a server of your own</source>
        <translation>または自分のサーバー</translation>
    </message>
    <message>
        <source>My own server (OpenAI-compatible)…</source>
        <translation>自分のサーバー（OpenAI 互換）…</translation>
    </message>
    <message>
        <source>Set up my own OpenAI-compatible server</source>
        <translation>自分の OpenAI 互換サーバーを設定</translation>
    </message>
    <message>
        <source>vLLM, LM Studio, llama.cpp or another server that speaks OpenAI&apos;s API, at any address.</source>
        <translation>vLLM、LM Studio、llama.cpp など、OpenAI の API を話すサーバー（アドレスは自由）。</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>テスト</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>サーバーのアドレスを入力してください（例: http://192.168.1.20:8000/v1）。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>ポートは 1〜65535 の数字にしてください。</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address; put a key in API key.</source>
        <translation>アドレスにユーザー名やパスワードを入れないでください。キーは API キー欄へ。</translation>
    </message>
    <message>
        <source>Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>? や # を含めずにアドレスを入力してください（例: http://192.168.1.20:8000/v1）。</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>テスト中…</translation>
    </message>
    <message>
        <source>Asking {url} for its models…</source>
        <translation>{url} にモデルを問い合わせています…</translation>
    </message>
    <message>
        <source>{url} is reachable, but lists no models: type the model&apos;s name.</source>
        <translation>{url} に接続できましたが、モデルの一覧がありません。モデル名を入力してください。</translation>
    </message>
    <message>
        <source>{url} is reachable with one model.</source>
        <translation>{url} に接続できました（モデル 1 個）。</translation>
    </message>
    <message>
        <source>{url} is reachable with {count} models.</source>
        <translation>{url} に接続できました（モデル {count} 個）。</translation>
    </message>
    <message>
        <source>{address} refused the connection: no server listens on that port. Is it running, and listening on the network (not only on its own computer&apos;s 127.0.0.1)?</source>
        <translation>{address} が接続を拒否しました。そのポートで待ち受けているサーバーがありません。起動していて、（自分のコンピューターの 127.0.0.1 だけでなく）ネットワークで待ち受けていますか？</translation>
    </message>
    <message>
        <source>The computer {host} is not known. Check the address for typing errors.</source>
        <translation>コンピューター {host} が見つかりません。アドレスの入力ミスを確認してください。</translation>
    </message>
    <message>
        <source>{address} did not answer within {seconds} seconds. Check the address, the port and any firewall.</source>
        <translation>{address} が {seconds} 秒以内に応答しませんでした。アドレス、ポート、ファイアウォールを確認してください。</translation>
    </message>
    <message>
        <source>{address} answers, but its certificate is not trusted by this computer (self-signed?). Use http:// on a trusted network, or a certificate this computer trusts.</source>
        <translation>{address} は応答しましたが、その証明書はこのコンピューターで信頼されていません（自己署名？）。信頼できるネットワークで http:// を使うか、このコンピューターが信頼する証明書を使ってください。</translation>
    </message>
    <message>
        <source>Could not reach {address}. Check the address and the network.</source>
        <translation>{address} に接続できませんでした。アドレスとネットワークを確認してください。</translation>
    </message>
    <message>
        <source>The server answers, but needs an API key: enter it and test again.</source>
        <translation>サーバーは応答しましたが、API キーが必要です。入力してもう一度テストしてください。</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP {status}). Check the key.</source>
        <translation>サーバーが API キーを拒否しました（HTTP {status}）。キーを確認してください。</translation>
    </message>
    <message>
        <source>The server sends the request elsewhere ({location}). If you trust that address, enter it instead.</source>
        <translation>サーバーはリクエストを別の場所（{location}）へ転送します。そのアドレスを信頼できるなら、代わりにそれを入力してください。</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP {status}).</source>
        <translation>サーバーがエラーを返しました（HTTP {status}）。</translation>
    </message>
    <message>
        <source>The server&apos;s answer is larger than {size} MB: not an OpenAI-compatible model list.</source>
        <translation>サーバーの応答が {size} MB を超えています。OpenAI 互換のモデル一覧ではありません。</translation>
    </message>
    <message>
        <source>Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at {models}. Such addresses usually end in /v1.</source>
        <translation>{url} で何かが応答しましたが、OpenAI 互換サーバーではありません。{models} にモデル一覧がありません。こうしたアドレスはふつう /v1 で終わります。</translation>
    </message>
    <message>
        <source>Enter the model&apos;s name, or press Test to list the server&apos;s models.</source>
        <translation>モデル名を入力するか、テストを押してサーバーのモデルを一覧表示してください。</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>(code block)</source>
        <translation>（コードブロック）</translation>
    </message>
    <message>
        <source>(code block in {language})</source>
        <translation>（{language} のコードブロック）</translation>
    </message>
    <message>
        <source>(code)</source>
        <translation>（コード）</translation>
    </message>
    <message>
        <source>(a table with {rows} rows)</source>
        <translation>（{rows} 行の表）</translation>
    </message>
    <message>
        <source>(a table with one row)</source>
        <translation>（1 行の表）</translation>
    </message>
    <message>
        <source>(formula)</source>
        <translation>（数式）</translation>
    </message>
    <message>
        <source>(image)</source>
        <translation>（画像）</translation>
    </message>
</context>
<context>
    <name>VoicePage</name>
    <message>
        <source>Dictation</source>
        <translation>音声入力</translation>
    </message>
    <message>
        <source>On this computer (English)</source>
        <translation>このコンピューター（英語）</translation>
    </message>
    <message>
        <source>An endpoint (any language)</source>
        <translation>エンドポイント（任意の言語）</translation>
    </message>
    <message>
        <source>Endpoint provider</source>
        <translation>エンドポイントのプロバイダー</translation>
    </message>
    <message>
        <source>the default provider</source>
        <translation>既定のプロバイダー</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>文字起こしモデル</translation>
    </message>
    <message>
        <source>Language spoken</source>
        <translation>話す言語</translation>
    </message>
    <message>
        <source>The window&apos;s</source>
        <translation>ウィンドウと同じ</translation>
    </message>
    <message>
        <source>Send what was dictated at once</source>
        <translation>音声入力した内容をすぐに送信</translation>
    </message>
    <message>
        <source>Read answers with</source>
        <translation>回答の読み上げに使用</translation>
    </message>
    <message>
        <source>This computer&apos;s voices</source>
        <translation>このコンピューターの音声</translation>
    </message>
    <message>
        <source>The endpoint&apos;s speech</source>
        <translation>エンドポイントの音声合成</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>音声</translation>
    </message>
    <message>
        <source>The language&apos;s first voice</source>
        <translation>その言語の最初の音声</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>音声合成モデル</translation>
    </message>
    <message>
        <source>Endpoint voice</source>
        <translation>エンドポイントの音声</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a small speech model (Moonshine tiny, English), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) understands other languages and gets the recording. The endpoint uses a provider&apos;s address and key.</source>
        <translation>このコンピューターでの音声入力には、小さな音声認識モデル（Moonshine tiny、英語）を使用します。ダウンロードは一度だけで、話した内容がコンピューターの外に送られることはありません。エンドポイント（OpenAI のものやローカルサーバーのものなど、OpenAI 互換の /audio/transcriptions）は他の言語も認識でき、録音データを受け取ります。エンドポイントはプロバイダーのアドレスとキーを使用します。</translation>
    </message>
    <message>
        <source>Dictation:</source>
        <translation>音声入力：</translation>
    </message>
    <message>
        <source>Endpoint provider:</source>
        <translation>エンドポイントのプロバイダー：</translation>
    </message>
    <message>
        <source>Transcription model:</source>
        <translation>文字起こしモデル：</translation>
    </message>
    <message>
        <source>Language spoken:</source>
        <translation>話す言語：</translation>
    </message>
    <message>
        <source>Read answers with:</source>
        <translation>回答の読み上げに使用：</translation>
    </message>
    <message>
        <source>Voice:</source>
        <translation>音声：</translation>
    </message>
    <message>
        <source>Speech model:</source>
        <translation>音声合成モデル：</translation>
    </message>
    <message>
        <source>Endpoint voice:</source>
        <translation>エンドポイントの音声：</translation>
    </message>
    <message>
        <source>The speech model ({megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>音声認識モデル（{megabytes} MB）は、初めて音声入力するときにダウンロードされます。</translation>
    </message>
    <message>
        <source>The speech model is on this computer.</source>
        <translation>音声認識モデルはこのコンピューターにあります。</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>このコンピューターで</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}) is on this computer.</source>
        <translation>この言語の音声モデル（{model}）はこのコンピューターにあります。</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}, {megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>この言語の音声モデル（{model}、{megabytes} MB）は、初めて音声入力するときにダウンロードされます。</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for English, Whisper base for the others), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) gets the recording instead, with a provider&apos;s address and key.</source>
        <translation>このコンピューターでの音声入力は、言語に応じて選ばれる音声モデル（英語は Moonshine tiny、その他は Whisper base）を使い、一度だけダウンロードします。話した内容がコンピューターの外に出ることはありません。エンドポイント（OpenAI やローカルサーバーの OpenAI 互換 /audio/transcriptions など）を使う場合は、代わりに録音がそこへ送られ、プロバイダーのアドレスとキーが使われます。</translation>
    </message>
</context>
<context>
    <name>UpdatesPage</name>
    <message>
        <source>Look for a new version once a day</source>
        <translation>1 日 1 回新しいバージョンを確認する</translation>
    </message>
    <message>
        <source>Update feed</source>
        <translation>更新フィード</translation>
    </message>
    <message>
        <source>the project&apos;s own</source>
        <translation>プロジェクト公式のもの</translation>
    </message>
    <message>
        <source>Root of trust</source>
        <translation>信頼のルート</translation>
    </message>
    <message>
        <source>the one shipped with the app</source>
        <translation>アプリに同梱のもの</translation>
    </message>
    <message>
        <source>This copy is {version}. {how}</source>
        <translation>このコピーのバージョンは {version} です。{how}</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>今すぐ確認</translation>
    </message>
    <message>
        <source>Updates are described by signed metadata, checked before anything is downloaded or unpacked; the new version is put beside this one and swapped in only when it is complete. Your history and settings are never touched.</source>
        <translation>アップデートは署名付きメタデータで記述され、何かをダウンロードまたは展開する前に検証されます。新しいバージョンは現在のバージョンの隣に配置され、完全に揃った時点で初めて入れ替えられます。履歴と設定が変更されることはありません。</translation>
    </message>
    <message>
        <source>Update feed:</source>
        <translation>更新フィード：</translation>
    </message>
    <message>
        <source>Root of trust:</source>
        <translation>信頼のルート：</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, or nothing.</source>
        <translation>http:// または https:// のアドレスを入力するか、空欄にしてください。</translation>
    </message>
    <message>
        <source>Looking for a new version…</source>
        <translation>新しいバージョンを確認しています…</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available.</source>
        <translation>Desktop Agent {version} が利用可能です。</translation>
    </message>
    <message>
        <source>This is the newest version.</source>
        <translation>最新のバージョンです。</translation>
    </message>
</context>
<context>
    <name>BundleDialog</name>
    <message>
        <source>Install {name}?</source>
        <translation>{name} をインストールしますか?</translation>
    </message>
    <message>
        <source>{title} {version}, by {author}</source>
        <translation>{title} {version}、作成者: {author}</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>ツール: {names}</translation>
    </message>
    <message>
        <source>It will run, in the sandbox with the network:</source>
        <translation>サンドボックス内で、ネットワークを使って次を実行します:</translation>
    </message>
    <message>
        <source>A server called {name} exists: installing replaces it.</source>
        <translation>{name} という名前のサーバーがすでにあります。インストールすると置き換えられます。</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>インストール</translation>
    </message>
    <message>
        <source>several, separated by {sep}</source>
        <translation>複数指定する場合は {sep} で区切ります</translation>
    </message>
    <message>
        <source>With {variables}</source>
        <translation>{variables} を使用</translation>
    </message>
    <message>
        <source>Could not install the bundle; the details are in the log.</source>
        <translation>バンドルをインストールできませんでした。詳細はログにあります。</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Moonshine tiny, English</source>
        <translation>Moonshine tiny、英語</translation>
    </message>
    <message>
        <source>Whisper base, 99 languages</source>
        <translation>Whisper base、99 言語</translation>
    </message>
</context>
<context>
    <name>McpViews</name>
    <message>
        <source>Open link</source>
        <translation>リンクを開く</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to open this address in your browser:</source>
        <translation>MCP サーバー「{server}」のビューが、このアドレスをブラウザーで開こうとしています:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Send a message</source>
        <translation>メッセージを送信</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to send this message as yours:</source>
        <translation>MCP サーバー「{server}」のビューが、このメッセージをあなたの発言として送ろうとしています:</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <source>Context from {server}.md</source>
        <translation>{server} からのコンテキスト.md</translation>
    </message>
    <message>
        <source>The view&apos;s conversation is no longer shown.</source>
        <translation>このビューの会話はもう表示されていません。</translation>
    </message>
    <message>
        <source>This call&apos;s view is no longer kept.</source>
        <translation>この呼び出しのビューはもう保持されていません。</translation>
    </message>
    <message>
        <source>{tool} — a view of the MCP server “{server}”</source>
        <translation>{tool} — MCP サーバー「{server}」のビュー</translation>
    </message>
</context>
<context>
    <name>WebEngine</name>
    <message>
        <source>This installation does not include the web engine, and it cannot be added to it: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>このインストールには Web エンジンが含まれておらず、追加もできません。apps エクストラ付きの Python パッケージからアプリをインストールしてください (pip install &quot;desktop-agent[apps]&quot;)。</translation>
    </message>
    <message>
        <source>The Python environment the app runs in has no pip, so the web engine cannot be added from here: install PySide6-Addons {version} into it.</source>
        <translation>アプリが動く Python 環境に pip がないため、ここから Web エンジンを追加できません。その環境に PySide6-Addons {version} をインストールしてください。</translation>
    </message>
    <message>
        <source>This build of the app cannot add the web engine on this system: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>このビルドのアプリは、このシステムに Web エンジンを追加できません。apps エクストラ付きの Python パッケージからアプリをインストールしてください（pip install &quot;desktop-agent[apps]&quot;）。</translation>
    </message>
</context>
<context>
    <name>WebEngineRow</name>
    <message>
        <source>MCP Apps&apos; views</source>
        <translation>MCP Apps のビュー</translation>
    </message>
    <message>
        <source>Add the web engine…</source>
        <translation>Web エンジンを追加…</translation>
    </message>
    <message>
        <source>Add the web engine</source>
        <translation>Web エンジンを追加</translation>
    </message>
    <message>
        <source>What adding the web engine printed</source>
        <translation>Web エンジン追加時の出力</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are shown in their tool cards (web engine {version}).</source>
        <translation>MCP Apps のビューはツールカード内に表示されます (Web エンジン {version})。</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views need the web engine, which is not installed (about {size} MB to download): until then, a tool with a view shows its text result.</source>
        <translation>MCP Apps のビューには Web エンジンが必要ですが、インストールされていません (ダウンロード約 {size} MB)。それまでは、ビューを持つツールはテキストの結果を表示します。</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are not shown: tools with a view show their text results.</source>
        <translation>MCP Apps のビューは表示されません。ビューを持つツールはテキストの結果を表示します。</translation>
    </message>
    <message>
        <source>This runs the command below, which downloads about {size} MB and adds it to the app:</source>
        <translation>次のコマンドを実行します。約 {size} MB をダウンロードしてアプリに追加します:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Adding the web engine… (about {size} MB)</source>
        <translation>Web エンジンを追加中… (約 {size} MB)</translation>
    </message>
    <message>
        <source>Done: the next views show in their tool cards.</source>
        <translation>完了: 次のビューからツールカード内に表示されます。</translation>
    </message>
    <message>
        <source>Downloading the web engine</source>
        <translation>Web エンジンをダウンロード中</translation>
    </message>
    <message>
        <source>%p% of {size} MB</source>
        <translation>{size} MB 中 %p%</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop downloading the web engine</source>
        <translation>Web エンジンのダウンロードを停止</translation>
    </message>
    <message>
        <source>This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept in {folder}.</source>
        <translation>{host} から {size} MB をダウンロードします：PySide6-Addons と PySide6-Essentials {version}。それぞれ、このアプリのビルド時の SHA-256 と照合されます。そのうち約 {disk} MB が {folder} に保存されます。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>ダウンロード</translation>
    </message>
    <message>
        <source>Downloading the web engine…</source>
        <translation>Web エンジンをダウンロード中…</translation>
    </message>
    <message>
        <source>The download was stopped; nothing of it was kept.</source>
        <translation>ダウンロードを停止しました。何も保存されていません。</translation>
    </message>
    <message>
        <source>The web engine was not added: {why}</source>
        <translation>Web エンジンは追加されませんでした：{why}</translation>
    </message>
    <message>
        <source>The next views show in their tool cards.</source>
        <translation>次のビューからツールカード内に表示されます。</translation>
    </message>
</context>
<context>
    <name>ViewWindow</name>
    <message>
        <source>Whose view this is</source>
        <translation>誰のビューか</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>チャットに戻る</translation>
    </message>
</context>
</TS>
