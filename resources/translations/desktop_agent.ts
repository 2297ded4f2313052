<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name></name>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36"/>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="42"/>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="44"/>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="67"/>
        <source>Yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="46"/>
        <source>Previous 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48"/>
        <source>Previous 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50"/>
        <source>{month} {year}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="62"/>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="64"/>
        <source>{n} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="65"/>
        <source>{n} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="72"/>
        <source>{day} {month}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="73"/>
        <source>{day} {month} {year}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="285"/>
        <source>works with the tools; asks before changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="286"/>
        <source>reads only, then proposes a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="287"/>
        <source>talks; no tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="289"/>
        <source>a profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="293"/>
        <source>{folder} brings skills of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="69"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="73"/>
        <source>When it runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="78"/>
        <source>At</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="80"/>
        <source>Schedule in words or cron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="81"/>
        <source>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot;, or cron &quot;0 8 * * 1-5&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="86"/>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="87"/>
        <source>What each run asks, e.g. “Summarise the new issues”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="90"/>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="216"/>
        <source>Workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="91"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="95"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="99"/>
        <source>Allowed without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="108"/>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="115"/>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="120"/>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="119"/>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="131"/>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="131"/>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="132"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="136"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="137"/>
        <source>When:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="142"/>
        <source>Prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="143"/>
        <source>Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="144"/>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="145"/>
        <source>Allowed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="149"/>
        <source>Limits per run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="199"/>
        <source>Next run: {when} (this computer&apos;s time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedule_editor.py" line="237"/>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="83"/>
        <source>Sundays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="84"/>
        <source>Mondays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="85"/>
        <source>Tuesdays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="86"/>
        <source>Wednesdays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="87"/>
        <source>Thursdays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="88"/>
        <source>Fridays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="89"/>
        <source>Saturdays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="98"/>
        <source>Every hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="100"/>
        <source>Every minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="102"/>
        <source>Every {n} minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="106"/>
        <source>Every day at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="108"/>
        <source>Every weekday at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="110"/>
        <source>Weekends at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="112"/>
        <source>{days} at {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="113"/>
        <source>{text} (cron {cron})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="210"/>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="212"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="212"/>
        <source>Done, {n} refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="214"/>
        <source>Stopped at a limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="216"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="218"/>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="223"/>
        <source>Not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="225"/>
        <source>{outcome}, {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="238"/>
        <source>{tokens} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/schedules.py" line="239"/>
        <source>{tokens} tokens, {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="109"/>
        <source>Download the speech model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="124"/>
        <source>Download progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="131"/>
        <source>Download ({megabytes} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="68"/>
        <source>A new version of Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="71"/>
        <source>Desktop Agent {version} is available (you have {current}). {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="73"/>
        <source>Download: {size}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="80"/>
        <source>What changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="81"/>
        <source>The feed says nothing about what changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="90"/>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="94"/>
        <source>Update now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="119"/>
        <source>The feed no longer offers a new version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="126"/>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="158"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="137"/>
        <source>Restart later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="139"/>
        <source>Desktop Agent {version} is installed. Restart the app to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="143"/>
        <source>Restart now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_offer.py" line="153"/>
        <source>The new version could not be started: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="115"/>
        <source>Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

An endpoint can transcribe instead: Settings › Voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="197"/>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="318"/>
        <source>Dictate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="199"/>
        <source>Dictate ({keys}): hold to talk, or click to start and click again to stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="207"/>
        <source>Recording time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="296"/>
        <source>Stop dictating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="337"/>
        <source>Transcribing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="348"/>
        <source>Nothing was heard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="348"/>
        <source>Check the microphone and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="352"/>
        <source>No words were recognised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_controls.py" line="352"/>
        <source>Try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="54"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="43"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="44"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="47"/>
        <source>Font size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="49"/>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50"/>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="53"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="58"/>
        <source>The language changes when Desktop Agent starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="60"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="64"/>
        <source>Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="65"/>
        <source>Font size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="67"/>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="73"/>
        <source>Closing the window while answers are written keeps Desktop Agent in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="70"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="71"/>
        <source>Keep running in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="78"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="83"/>
        <source>Quick ask shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="83"/>
        <source>Clear the shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="86"/>
        <source>Opens Quick ask from any application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="88"/>
        <source>Tray:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="90"/>
        <source>Quick ask:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="135"/>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142"/>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="156"/>
        <source>a built-in tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166"/>
        <source>Asked by the tool&apos;s view in the chat · {origin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169"/>
        <source>the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="171"/>
        <source>Why it asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="181"/>
        <source>Why this always asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="191"/>
        <source>What will run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="195"/>
        <source>How the tool changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="196"/>
        <source>Tool changed since you approved it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="199"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="203"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="244"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="199"/>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="201"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="205"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="207"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="218"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="224"/>
        <source>new file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="226"/>
        <source>deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="230"/>
        <source>+{added} −{removed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="231"/>
        <source>Lines changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="249"/>
        <source>How it runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="269"/>
        <source>Only calls like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="270"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="321"/>
        <source>every call of this tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="285"/>
        <source>Always approve in every folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125"/>
        <source>Note to the model if you deny (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="126"/>
        <source>Note to the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Asked by {model} · {origin}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="273"/>
        <source>Only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="277"/>
        <source>Always approve &amp;calls like:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="284"/>
        <source>In every &amp;folder, not only this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="286"/>
        <source>Appro&amp;ve always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="315"/>
        <source>&amp;Approve once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="316"/>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="317"/>
        <source>For this &amp;session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="318"/>
        <source>Approve for this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="287"/>
        <source>Always approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="320"/>
        <source>Don&apos;t ask again until this session ends, for calls like: {pattern}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="324"/>
        <source>Don&apos;t ask again for this tool until this session ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="326"/>
        <source>A&amp;lways…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="327"/>
        <source>Always approve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="330"/>
        <source>&amp;Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="331"/>
        <source>Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="296"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="29"/>
        <source>✓ Low risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="30"/>
        <source>◆ Medium risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="31"/>
        <source>⚠ High risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="50"/>
        <source>Run this command?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="53"/>
        <source>Create {path}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="54"/>
        <source>Overwrite {path}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="56"/>
        <source>{action}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="57"/>
        <source>Use the tool {tool}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_words.py" line="77"/>
        <source>Not sandboxed: {consequence}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="195"/>
        <source>Attached files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="304"/>
        <source>Attach files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="307"/>
        <source>All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="322"/>
        <source>Pasted image {time}.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="339"/>
        <source>{name} was not attached: a message takes at most {n} files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="380"/>
        <source>{model} does not see images: it gets each image&apos;s name only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="382"/>
        <source>{model} may not see images; they are sent as images.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BundleDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="67"/>
        <source>Install {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="70"/>
        <source>{title} {version}, by {author}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="83"/>
        <source>Tools: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="92"/>
        <source>It will run, in the sandbox with the network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="99"/>
        <source>A server called {name} exists: installing replaces it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="110"/>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="113"/>
        <source>Install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="137"/>
        <source>several, separated by {sep}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="173"/>
        <source>With {variables}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="202"/>
        <source>Could not install the bundle; the details are in the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_hover.py" line="91"/>
        <location filename="../../desktop_agent/ui/chat_hover.py" line="98"/>
        <source>Open link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_hover.py" line="92"/>
        <source>Open this address in your browser?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_hover.py" line="76"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_hover.py" line="80"/>
        <source> · {n:,} from cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="155"/>
        <source>Copied to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_code.py" line="139"/>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_code.py" line="137"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_writer.py" line="296"/>
        <source>Thought for a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_writer.py" line="298"/>
        <source>Thought for {s:.0f} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_writer.py" line="302"/>
        <source>Thoughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_writer.py" line="337"/>
        <source>Interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_writer.py" line="339"/>
        <source>Ended by an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="176"/>
        <source>  from {server}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="190"/>
        <source>Review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="230"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="232"/>
        <source>  {n:,} lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="241"/>
        <source>Hide output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="243"/>
        <source>Show output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="253"/>
        <source>Copy output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="260"/>
        <source>… {n:,} more lines (Copy output has them all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_citations.py" line="112"/>
        <source>1 citation removed: the model cited a passage or page it was never given ({ids}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_citations.py" line="117"/>
        <source>{n} citations removed: the model cited passages or pages it was never given ({ids}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="74"/>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_hover.py" line="114"/>
        <source>The preview opened in your browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_hover.py" line="115"/>
        <source>No browser could open {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_pages.py" line="71"/>
        <source>Show earlier messages ({n:,})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_pages.py" line="82"/>
        <source>Show newer messages ({n:,})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="92"/>
        <source>Previous version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="97"/>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="118"/>
        <source>Next version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="111"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="113"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="120"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="122"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="392"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="452"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="124"/>
        <source>Read aloud (again to stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="126"/>
        <source>Pin: kept word for word when earlier messages are summarised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_message_links.py" line="130"/>
        <source>Pinned: kept word for word when earlier messages are summarised. Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="327"/>
        <source>↻ Retried once after an error: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/chat_view.py" line="329"/>
        <source>↻ Retried %n times after an error: {error}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="369"/>
        <source>Answering with the skill @{name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="392"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="399"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="446"/>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="450"/>
        <source>Build this plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="450"/>
        <source>The plan is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_waiting.py" line="71"/>
        <source>Waiting for the first word… {s} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_waiting.py" line="72"/>
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="333"/>
        <source>Open settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="333"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27"/>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79"/>
        <source>Jump to latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28"/>
        <source>Jump to the newest message (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73"/>
        <source>{n} new messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75"/>
        <source>1 new message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="39"/>
        <source>Summarise the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="40"/>
        <source>What this folder&apos;s project does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="41"/>
        <source>Summarise what this folder&apos;s project does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="44"/>
        <source>List the TODOs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45"/>
        <source>Every TODO comment, by file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="46"/>
        <source>Find the TODO comments and list them by file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="49"/>
        <source>Explain an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="50"/>
        <source>The log&apos;s last error, and its fix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="51"/>
        <source>Explain the last error in the log and how to fix it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="172"/>
        <source>New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="175"/>
        <location filename="../../desktop_agent/ui/empty_state.py" line="256"/>
        <source>Ask anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="184"/>
        <source>Model and folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="185"/>
        <source>Set one up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="187"/>
        <source>Set up a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="189"/>
        <source>Add an API key or choose a model on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="254"/>
        <source>No model set up yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="259"/>
        <source>{model} needs an API key. Add one, or choose a model that runs on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="263"/>
        <source>{model}  ·  in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="30"/>
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34"/>
        <source>Earlier conversation summarised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36"/>
        <source>Earlier conversation summarised on request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="38"/>
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="90"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="92"/>
        <source>Show summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="38"/>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="40"/>
        <source>waiting for your approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="42"/>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="44"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="46"/>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="48"/>
        <source>denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_cards.py" line="50"/>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="43"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="143"/>
        <source>the file is no longer there</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="76"/>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="84"/>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="85"/>
        <source>Remove {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="97"/>
        <source>Attached file {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="123"/>
        <source>PDF · %n page(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="52"/>
        <source>Cited source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="57"/>
        <source>Where the passage is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="62"/>
        <source>Cited passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="68"/>
        <source>Open the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="72"/>
        <source>Open at page {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="74"/>
        <source>Open the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="98"/>
        <source>The file has changed or is gone: this is the passage as the model was given it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/citation_dialog.py" line="129"/>
        <source>{path} is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="345"/>
        <source>Update {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="345"/>
        <source>Install {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="350"/>
        <source>{name} moves from version {old} to {new}. It ran:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="358"/>
        <source>It will run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="361"/>
        <source>The server {name} will be added and connected to at this address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="363"/>
        <source>The server {name} will be added and started with this command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="372"/>
        <source>In its container.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="373"/>
        <source>In the sandbox, with the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="374"/>
        <source>Outside the sandbox, with your rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="379"/>
        <source>Kept in the keyring: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="381"/>
        <source>With {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="386"/>
        <source>Update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="386"/>
        <source>Install</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="31"/>
        <source>Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="39"/>
        <source>Something went wrong. Your conversations are saved.

You can keep working. If this keeps happening, restart Desktop Agent. The details below help to find the cause; API keys are left out of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53"/>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Show details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56"/>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92"/>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99"/>
        <source>(%n errors so far)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Hide details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="141"/>
        <source>What it needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="150"/>
        <source>Run it in the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="151"/>
        <source>With the network, so that its runner can fetch the package</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="157"/>
        <source>Install…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="161"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="170"/>
        <source>Name here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="207"/>
        <source>Choose a server to see what it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="212"/>
        <source>version {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="213"/>
        <source>published by {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="215"/>
        <source>nothing to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="216"/>
        <source>remote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="216"/>
        <source>not remote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="218"/>
        <source>status: {s}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="232"/>
        <source>Installed here as {name} (version {v}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="239"/>
        <source>Update to {v}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="250"/>
        <source>What it connects to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="250"/>
        <source>What it runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="263"/>
        <source>A remote server over streamable HTTP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="267"/>
        <source>In its container, not in the app&apos;s sandbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="269"/>
        <source>In the sandbox: its folder, a private /tmp, the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="271"/>
        <source>Outside the sandbox, with your rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="274"/>
        <source>With {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="288"/>
        <source>secret: kept in the keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse_detail.py" line="292"/>
        <source>kept: leave empty to keep it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="90"/>
        <source>The server&apos;s message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="94"/>
        <source>The message is long: {n} more characters are not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="98"/>
        <source>Message cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="119"/>
        <source>Problem with {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="128"/>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="138"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="176"/>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="178"/>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="181"/>
        <source>{what} from {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="215"/>
        <source>Required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="226"/>
        <source>Request from the MCP server “{server}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="233"/>
        <source>“{server}” asks for some information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="234"/>
        <source>Which server asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="238"/>
        <source>Your answers go only to this server. Fields marked * are required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="275"/>
        <source>&amp;Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="276"/>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="277"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="278"/>
        <source>&amp;Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="279"/>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="159"/>
        <source>The conversation is too long for {model}: the request is {asked} tokens and the model&apos;s context window holds {window}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="165"/>
        <source>The conversation is too long for {model}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="167"/>
        <source>Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the chat profile (no tools), or start a new session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="173"/>
        <source>Start a new session, or pick a model with a larger context window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="199"/>
        <source>{label} rejected the API key ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="200"/>
        <source>Check the key in Settings, or store a new one with `desktop-agent keys set`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="205"/>
        <source>{label} has no model called {model}, or the endpoint address is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="208"/>
        <source>Pick another model, or check the provider&apos;s base URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="211"/>
        <source>{label} is rate limiting requests; it asks to wait {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="213"/>
        <source>{label} is rate limiting requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="214"/>
        <source>Wait a moment and try again, or use a different model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="217"/>
        <source>Your {label} account has run out of quota or credit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="218"/>
        <source>Check your plan and billing with the provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="221"/>
        <source>{label} is overloaded right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="222"/>
        <source>Try again in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="225"/>
        <source>{label} had a server error ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="227"/>
        <source>{label} had a server error in the stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="228"/>
        <source>Try again; if it keeps happening, check the provider&apos;s status page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="233"/>
        <location filename="../../desktop_agent/providers/errors.py" line="311"/>
        <source>{label} took too long to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="234"/>
        <location filename="../../desktop_agent/providers/errors.py" line="312"/>
        <source>Try again, or check your connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="237"/>
        <source>{label}&apos;s content filter blocked this request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="238"/>
        <source>Rephrase the message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="241"/>
        <source>{label} refused the request ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="243"/>
        <source>{label} refused the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="244"/>
        <source>Check the model and settings; this may be a bug worth reporting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="250"/>
        <source>{label} rejected the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="262"/>
        <source>{label} returned an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="263"/>
        <location filename="../../desktop_agent/providers/errors.py" line="319"/>
        <location filename="../../desktop_agent/providers/errors.py" line="372"/>
        <location filename="../../desktop_agent/providers/errors.py" line="388"/>
        <source>Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="318"/>
        <location filename="../../desktop_agent/providers/errors.py" line="371"/>
        <source>The connection to {label} broke while the answer was streaming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="326"/>
        <source>Nothing is answering at {where} — is the {server} running?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="327"/>
        <source>Start it, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="334"/>
        <source>Could not reach {label} at {url}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="335"/>
        <source>Check your internet connection, or that the local server is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="361"/>
        <source>{label} sent a malformed reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="362"/>
        <source>Try again; if it keeps happening, the server may not be fully compatible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="378"/>
        <source>Something unexpected went wrong talking to {label}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="379"/>
        <source>See the log for details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="387"/>
        <source>{label} closed the connection before the answer was complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="100"/>
        <source>This conversation needs about {needed} tokens with the {agent} agent&apos;s instructions and tools, and {model} takes {window}. Nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="105"/>
        <source>Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="114"/>
        <source>This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="118"/>
        <source>Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="12"/>
        <source>This conversation is still loading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="13"/>
        <source>Send again in a moment: the model needs the whole conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="20"/>
        <source>This session is already answering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="21"/>
        <source>Wait or stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="28"/>
        <source>This session is answering in another window or terminal (since {since}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="31"/>
        <source>Wait for that answer, or stop it there — or start a new session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="39"/>
        <source>These instructions are {length} characters; a session&apos;s take at most {most}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="42"/>
        <source>Shorten them, or put the long part in a file in the workspace and ask the agent to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="54"/>
        <source>That message is no longer part of this conversation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="55"/>
        <source>Open the session again and edit the message from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="51"/>
        <source>Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="54"/>
        <source>{name} is not an image, a PDF or a text file, so it cannot be attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="57"/>
        <source>{name} is empty, so there is nothing to attach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="58"/>
        <source>Save a copy without the password (for example by printing it to PDF) and attach that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="61"/>
        <source>Attach only the pages that matter (save them as a new PDF).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="135"/>
        <source>{name} was not found; it may have been moved or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="144"/>
        <source>{name} is a folder; attach the files inside it one by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="207"/>
        <source>{name} is a HEIC or AVIF image, which cannot be read here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="208"/>
        <source>Save or export it as JPEG or PNG and attach that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="214"/>
        <source>{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="217"/>
        <source>Save it as UTF-8 (most editors offer this under “Save as”) and attach it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="233"/>
        <source>{name} is {size}; images can be attached up to {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="234"/>
        <source>{name} is {size}; PDFs can be attached up to {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="235"/>
        <source>{name} is {size}; text files can be attached up to {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="241"/>
        <source>Attach a smaller file, or only the part that matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="258"/>
        <source>{name} cannot be read ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="264"/>
        <source>{name} is not a regular file (a device, pipe or socket), so it cannot be attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="356"/>
        <source>{name} has too many pixels to be opened safely (more than {most}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="357"/>
        <source>Attach a smaller version of the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="365"/>
        <source>{name} could not be read as an image; it may be damaged or incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="442"/>
        <source>{name} cannot be made to fit in {limit} as an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="465"/>
        <source>{name} is protected by a password, so its text cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="472"/>
        <source>{name} is encrypted in a way that cannot be opened here, so its text cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="489"/>
        <source>{name} could not be read as a PDF; it may be damaged or incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="497"/>
        <source>{name} has {count} pages; PDFs can be attached up to {most} pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="519"/>
        <source>{name} has more text than can be sent at once (over {most} characters by page {page}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="532"/>
        <source>{name} has no text layer (a scan?), so there is nothing the model could read in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="536"/>
        <source>Attach the pages as images instead, or run text recognition (OCR) on it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="34"/>
        <source>The disk holding the history ({folder}) is full; recent messages are kept in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="38"/>
        <source>Free some space; they are saved as soon as there is room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="44"/>
        <source>The history database is busy in another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="45"/>
        <source>Close other copies of Desktop Agent; saving resumes by itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="50"/>
        <source>The history database at {path} cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="51"/>
        <source>Check the folder&apos;s permissions; messages are kept in memory meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="59"/>
        <source>The history database at {path} is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="60"/>
        <source>Restart Desktop Agent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/domain/errors.py" line="17"/>
        <source>The server said: {said}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="114"/>
        <source>&apos;{name}&apos; is not a knowledge base name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="115"/>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (at most 64).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/turns.py" line="64"/>
        <source>Make one on the Knowledge page or with `kb create NAME`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/turns.py" line="65"/>
        <source>Say what to look for as well as the base&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/turns.py" line="210"/>
        <location filename="../../desktop_agent/core/knowledge.py" line="128"/>
        <source>There is no knowledge base &apos;{name}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="129"/>
        <source>See them with `desktop-agent kb list`; make one with `kb create NAME`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="140"/>
        <source>The knowledge base &apos;{name}&apos; exists already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="159"/>
        <source>{path} does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="164"/>
        <source>{path} holds the app&apos;s own folder {own}: it is never indexed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="185"/>
        <source>{path} is not a source of &apos;{name}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="186"/>
        <source>See them with `kb status NAME`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="584"/>
        <source>Indexing &apos;{name}&apos; stopped: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/knowledge.py" line="585"/>
        <source>Try Re-index; the log has the details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="46"/>
        <source>The transcription endpoint&apos;s address {url} is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="47"/>
        <source>Correct the provider&apos;s address in Settings › Providers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="53"/>
        <source>The transcription endpoint {host} did not answer in {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="54"/>
        <source>Try again, or use the local model in Settings › Voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="62"/>
        <source>The transcription endpoint {host} cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="63"/>
        <source>Check the provider&apos;s address and your connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="73"/>
        <source>The transcription endpoint {host} refused the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="74"/>
        <location filename="../../desktop_agent/voice/speak.py" line="617"/>
        <source>Check the provider&apos;s key in Settings › Providers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="81"/>
        <source>{host} has no transcription model {model} (or no such route).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="82"/>
        <source>Choose another model or provider in Settings › Voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="90"/>
        <source>The transcription endpoint {host} is busy (too many requests).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="91"/>
        <source>Wait a moment and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="98"/>
        <source>The transcription endpoint {host} answered with error {code}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="112"/>
        <source>The transcription endpoint {host} sent no transcript.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/transcription_endpoint.py" line="113"/>
        <source>Check that the provider offers OpenAI-compatible transcriptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/audio.py" line="38"/>
        <source>{name} cannot be read as a WAV file: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/audio.py" line="39"/>
        <source>Record or convert it to WAV (PCM or float, any rate) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/audio.py" line="52"/>
        <source>There is no file {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/devices.py" line="70"/>
        <source>No microphone was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/devices.py" line="71"/>
        <source>Connect a microphone (and allow the app to use it), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/devices.py" line="78"/>
        <source>No loudspeaker or headphones were found to play the voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/devices.py" line="79"/>
        <source>Connect one and try again, or read answers with the system&apos;s voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/devices.py" line="241"/>
        <source>The microphone could not be opened: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/devices.py" line="242"/>
        <source>Check that no other program holds it, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="299"/>
        <source>Check that Windows PowerShell is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="301"/>
        <source>The `say` command of macOS is missing from this system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="303"/>
        <source>Install speech-dispatcher or espeak-ng to hear answers read aloud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="307"/>
        <source>No voice was found on this system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="389"/>
        <source>The answer could not be read aloud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="480"/>
        <source>The system&apos;s voice ({program}) could not read the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="481"/>
        <source>Check that sound works, or choose another voice in Settings › Voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="599"/>
        <source>The speech endpoint {url} took too long to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="600"/>
        <source>Try again, or read answers with the system&apos;s voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="607"/>
        <source>The speech endpoint {url} could not be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="608"/>
        <source>Check its address in Settings › Providers, and your connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="616"/>
        <source>The speech endpoint {url} rejected the API key ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="626"/>
        <source>The speech endpoint {url} refused to read the answer ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speak.py" line="627"/>
        <source>Check the speech model and voice in Settings › Voice, or use the system&apos;s voice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="45"/>
        <source>The speech-to-text model is not downloaded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="122"/>
        <source>The speech-to-text model could not be downloaded: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="123"/>
        <source>Check your connection and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="150"/>
        <source>The speech-to-text model in {folder} did not load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="151"/>
        <source>Delete that folder and download the model again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="208"/>
        <source>Download it first ({megabytes} MB, once).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="235"/>
        <source>No API key is stored for {provider} (the endpoint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/voice.py" line="236"/>
        <source>Add it in Settings › Providers or: desktop-agent keys set {provider}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="25"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="26"/>
        <source>Find in conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29"/>
        <source>Matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32"/>
        <source>Previous match (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35"/>
        <source>Next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37"/>
        <source>Close (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138"/>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142"/>
        <source>{n} of {m}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut.py" line="102"/>
        <source>This desktop offers no global shortcuts: Quick ask is in the tray&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut.py" line="138"/>
        <source>“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut.py" line="235"/>
        <location filename="../../desktop_agent/ui/global_shortcut_portal.py" line="221"/>
        <source>The shortcut could not be set up: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut.py" line="253"/>
        <source>The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut.py" line="292"/>
        <source>Another application already uses this shortcut: choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut_portal.py" line="70"/>
        <source>On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut_portal.py" line="207"/>
        <source>The desktop did not give Quick ask its shortcut (refused or cancelled): set the shortcut again to be asked again. Quick ask is in the tray&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut_portal.py" line="267"/>
        <source>Open Desktop Agent&apos;s Quick ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut_portal.py" line="278"/>
        <source>The desktop took Quick ask&apos;s shortcut without a key: give it one in the desktop&apos;s keyboard settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut_portal.py" line="286"/>
        <source>The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the desktop&apos;s keyboard settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/global_shortcut_portal.py" line="325"/>
        <source>The desktop ended Quick ask&apos;s shortcut: set the shortcut again to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="50"/>
        <source>Instructions for this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="54"/>
        <source>Sent with every message of this session, after the profile&apos;s instructions. For example: the language to answer in, the project&apos;s conventions, what to leave alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="60"/>
        <source>Session instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="61"/>
        <source>Answer in British English. Keep answers short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="64"/>
        <source>What the model is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="68"/>
        <source>Prompt size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="71"/>
        <source>Instructions message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="75"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="76"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="83"/>
        <source>What the model is sent with each message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="109"/>
        <source>{title} · about {n} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="115"/>
        <source>Left out (over the cap, least recently used): {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="121"/>
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="125"/>
        <source>No tools: this profile answers in words only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="135"/>
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="140"/>
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="145"/>
        <source>The model takes {window}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="147"/>
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="149"/>
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="174"/>
        <source>API key for {provider}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="177"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="183"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="92"/>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93"/>
        <source>Paste the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="95"/>
        <source>Save key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96"/>
        <source>Save the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="103"/>
        <source>API key message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="121"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="149"/>
        <source>Type or paste the key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="124"/>
        <source>Saving the key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="143"/>
        <source>The key is saved in your keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="155"/>
        <source>The key is kept for this run only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="53"/>
        <source>Keyring problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="55"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="61"/>
        <source>Keep for this run only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62"/>
        <source>Keep the key for this run only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12"/>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13"/>
        <source>Set for this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14"/>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15"/>
        <source>Not set (keyring unavailable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnowledgeButton</name>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_button.py" line="22"/>
        <source>Knowledge bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_button.py" line="44"/>
        <source>No knowledge bases yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_button.py" line="53"/>
        <source>Manage knowledge bases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_button.py" line="68"/>
        <source>Knowledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_button.py" line="70"/>
        <source>Let the model search your documents: tick the knowledge bases this session uses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_button.py" line="73"/>
        <source>Knowledge: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_button.py" line="75"/>
        <source>This session searches {names}; the answers cite the passages they use</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="45"/>
        <source>Indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="46"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="47"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="48"/>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="64"/>
        <source>A secrets file: never indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="68"/>
        <source>{kind} files are not indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="74"/>
        <source>Files without a suffix are not indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="78"/>
        <source>Larger than {size} MB, the most a {kind} file may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="84"/>
        <source>Not a readable PDF ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="90"/>
        <source>The PDF is encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="94"/>
        <source>Binary content (a NUL byte), not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="98"/>
        <source>Not a readable DOCX ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="104"/>
        <source>Its text is larger than {size} MB once unzipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="110"/>
        <source>Reading it crashed the indexing process (exit code {code})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="116"/>
        <source>Reading it made no progress for {seconds} s, so it was stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="156"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="158"/>
        <source>Indexing {done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="162"/>
        <source>Paused at {done} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="166"/>
        <source>Indexing stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="168"/>
        <source>Up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="188"/>
        <source>Indexing progress of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="289"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="290"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="291"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_files.py" line="312"/>
        <source>Passages: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="86"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="95"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="194"/>
        <source>Knowledge bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="99"/>
        <source>Name of a new base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="100"/>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="102"/>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="103"/>
        <source>Delete the knowledge base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="113"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="212"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="115"/>
        <source>Add &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="117"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="118"/>
        <source>Remove the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="120"/>
        <source>Indexing progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="125"/>
        <source>Re-&amp;index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="126"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="161"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="347"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="128"/>
        <source>Add the best passages before the first step (automatic retrieval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="132"/>
        <source>Before the model answers, the passages of this base that best match the message are added to it. Without this, the model searches the base when it decides to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="137"/>
        <source>Show files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="138"/>
        <source>All files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="142"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="229"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="149"/>
        <source>Knowledge message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="153"/>
        <source>A knowledge base is a set of folders and files the model can search: Markdown, text, code, PDF, HTML and Word documents. Name one on the left and press Create, then add folders or files to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="244"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="331"/>
        <source>{count} indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="332"/>
        <source>{count} pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="333"/>
        <source>{count} failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="334"/>
        <source>{count} skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="355"/>
        <source>{done} of {total} files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="161"/>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="347"/>
        <source>Res&amp;ume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="116"/>
        <source>Add fi&amp;les…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="359"/>
        <source>Not indexed yet: press Re-index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="363"/>
        <source>Reading {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="447"/>
        <source>Delete knowledge base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="449"/>
        <source>Delete the knowledge base {name}? Its index is removed; your folders and files stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="458"/>
        <source>Add a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/knowledge_page.py" line="462"/>
        <source>Add files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="120"/>
        <source>Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quit_guard.py" line="62"/>
        <source>Quit Desktop Agent?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quit_guard.py" line="63"/>
        <source>An answer is still being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quit_guard.py" line="65"/>
        <source>{n} answers are still being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quit_guard.py" line="72"/>
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quit_guard.py" line="75"/>
        <source>Stop and quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quit_guard.py" line="78"/>
        <source>Keep working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="351"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="32"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33"/>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="302"/>
        <source>Send now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="303"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="304"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="432"/>
        <source>A file is still being read: send when its chip is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="452"/>
        <source>That file is no longer there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="34"/>
        <source>New session (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="36"/>
        <source>Search sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="38"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="90"/>
        <source>Editing a sent message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="94"/>
        <source>Queued message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="99"/>
        <source>Message input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="100"/>
        <source>Message Desktop Agent…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="102"/>
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="108"/>
        <location filename="../../desktop_agent/ui/composer.py" line="109"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="110"/>
        <location filename="../../desktop_agent/ui/composer.py" line="280"/>
        <source>Send (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="111"/>
        <location filename="../../desktop_agent/ui/composer.py" line="112"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="113"/>
        <source>Stop (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="118"/>
        <source>Tools for this message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="120"/>
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="125"/>
        <source>Tools: auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="126"/>
        <source>Tools: on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="127"/>
        <source>Tools: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="131"/>
        <source>Attach files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="133"/>
        <source>Attach images, PDFs or text files (or drop them here, or paste a screenshot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="278"/>
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="308"/>
        <source>Queued — sends when this answer ends:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="110"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="241"/>
        <location filename="../../desktop_agent/ui/single_dialog.py" line="27"/>
        <source>Still starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="110"/>
        <location filename="../../desktop_agent/ui/single_dialog.py" line="28"/>
        <source>Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="228"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="75"/>
        <source>&amp;New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="77"/>
        <source>New &amp;project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="78"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="79"/>
        <source>&amp;Usage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="80"/>
        <source>&amp;Knowledge bases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="82"/>
        <source>&amp;Memory…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="84"/>
        <source>Sc&amp;hedules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="86"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="228"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="87"/>
        <source>&amp;Search sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="88"/>
        <source>&amp;Find in conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="89"/>
        <source>&amp;Focus the message input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="91"/>
        <source>&amp;Edit the last message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="94"/>
        <source>&amp;Copy the last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="228"/>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="97"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="99"/>
        <source>&amp;Regenerate the last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="101"/>
        <source>&amp;Next session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="102"/>
        <source>&amp;Previous session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="104"/>
        <source>Show or hide the session &amp;list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="107"/>
        <source>Re&amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="108"/>
        <source>&amp;Compact now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="109"/>
        <source>R&amp;esources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="110"/>
        <source>&amp;Permissions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="228"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="144"/>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="111"/>
        <source>&amp;About Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="117"/>
        <source>About Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="118"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_links.py" line="62"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="265"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="441"/>
        <source>Copied to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar_fold.py" line="147"/>
        <source>Hide the session list (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar_fold.py" line="149"/>
        <source>Show the session list (Ctrl+B)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpBrowsePage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="143"/>
        <source>Search the registry by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="151"/>
        <source>The MCP Registry to search (saved with OK or Apply)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="157"/>
        <source>More…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="175"/>
        <source>Registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="217"/>
        <source>The registry address must be an http(s):// address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="251"/>
        <source>Asking the registry…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="281"/>
        <source>No server in this registry has “{q}” in its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="284"/>
        <source>This registry lists no servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="331"/>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="362"/>
        <source>Fill in {names} first: the server needs it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="346"/>
        <source>Installing {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="348"/>
        <source>Installed {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="378"/>
        <source>Updated {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="385"/>
        <source>Removed {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="398"/>
        <source>Could not save the MCP server file: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_browse.py" line="405"/>
        <source>Something went wrong; the details are in the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="95"/>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="96"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="97"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="312"/>
        <source>Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="99"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="100"/>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="102"/>
        <source>Check for updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="105"/>
        <source>Import from Claude Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="108"/>
        <source>Choose a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="225"/>
        <source>Install from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="136"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="137"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="170"/>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="215"/>
        <source>Browse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="295"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="312"/>
        <source>Enable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="327"/>
        <source>(nothing on stderr yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="385"/>
        <source>Starting {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="425"/>
        <source>Finish signing in to {name} in your browser; this page waits for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="430"/>
        <source>Open this address in your browser to sign in: {url}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="440"/>
        <source>Signed in to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="470"/>
        <source>Import MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="237"/>
        <source>Install an MCP Bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_bundle_dialog.py" line="238"/>
        <source>MCP Bundles (*.mcpb)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpViews</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="81"/>
        <source>Open link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="77"/>
        <source>The view of the MCP server “{server}” asks to open this address in your browser:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="82"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="95"/>
        <source>Send a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="91"/>
        <source>The view of the MCP server “{server}” asks to send this message as yours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="96"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="125"/>
        <source>Context from {server}.md</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="220"/>
        <source>The view&apos;s conversation is no longer shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="225"/>
        <source>{tool} — a view of the MCP server “{server}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_views_front.py" line="234"/>
        <source>This call&apos;s view is no longer kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryCards</name>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="109"/>
        <source>Remember this in future conversations?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="111"/>
        <source>Remember this in future conversations of the project “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="115"/>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="193"/>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="117"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="119"/>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="122"/>
        <source>Kept in your words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="124"/>
        <source>Kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="127"/>
        <source>{kept}, in the project “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="132"/>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="138"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="135"/>
        <source>Dropped: not remembered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="141"/>
        <source>Removed on the Memory page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="189"/>
        <source>Edit the memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_cards.py" line="190"/>
        <source>Remember, in your words:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="110"/>
        <location filename="../../desktop_agent/ui/memory_page.py" line="142"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="125"/>
        <source>Short facts the agent is given in every new message: everywhere, or only in one project&apos;s chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="132"/>
        <source>Search memories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="136"/>
        <source>Show memories that apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="140"/>
        <source>Memories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="142"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="142"/>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="142"/>
        <source>Applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="153"/>
        <source>Open the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="155"/>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="157"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="159"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="162"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="219"/>
        <source>All memories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="220"/>
        <location filename="../../desktop_agent/ui/memory_page.py" line="230"/>
        <source>Everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="222"/>
        <source>Project: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="232"/>
        <source>A project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="258"/>
        <source>Written by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="259"/>
        <source>A conversation (edited by you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="259"/>
        <source>A conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="263"/>
        <source>Not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="278"/>
        <source>Written by you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="280"/>
        <source>Learnt in a conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="288"/>
        <source>Learnt when you wrote: “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="290"/>
        <source>Learnt in a conversation that is no longer in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="313"/>
        <source>Add a memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="318"/>
        <source>Added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="324"/>
        <source>Edit the memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="330"/>
        <source>Changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="339"/>
        <source>Removed “{text}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="354"/>
        <source>Undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="61"/>
        <source>The memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="63"/>
        <source>Where it applies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="64"/>
        <source>Everywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="66"/>
        <source>Project: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="70"/>
        <source>Everywhere: every chat is given it. A project: only that project&apos;s chats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="73"/>
        <source>The fact, in a sentence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/memory_page.py" line="74"/>
        <source>Applies:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MentionMenu</name>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="121"/>
        <source>Profiles and skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="163"/>
        <source>Use this folder&apos;s skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="168"/>
        <source>resources of this MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="247"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="38"/>
        <source>Permissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="44"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="50"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="51"/>
        <source>Only this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="57"/>
        <source>Saved approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="67"/>
        <source>&amp;Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="68"/>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="100"/>
        <source>No saved approvals.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51"/>
        <source>Agent profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52"/>
        <source>Add profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53"/>
        <source>Add a profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="55"/>
        <source>Remove this profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="64"/>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="70"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71"/>
        <source>All tools (asks before changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>Read-only tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>No tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="75"/>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="76"/>
        <source>The model&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77"/>
        <source>Temperature problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="81"/>
        <source>Maximum tokens per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="82"/>
        <source>Let the model think before answering (when it can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>Thinking budget in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="91"/>
        <source>Step cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>The most model calls one message may lead to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>System prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="97"/>
        <source>Tools:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="100"/>
        <source>Max tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="102"/>
        <source>Thinking budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="103"/>
        <source>Step cap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="104"/>
        <source>Send greetings and thank-yous without tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="108"/>
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye (&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;); &quot;ok&quot;, &quot;yes&quot; or &quot;go ahead&quot; always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer&apos;s Tools switch decides per message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="113"/>
        <source>Small talk without tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="131"/>
        <source>{name} (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="174"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="176"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="205"/>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="205"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="214"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="216"/>
        <source>There is already a profile called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="218"/>
        <source>Fix the highlighted value first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="103"/>
        <source>Edit project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="103"/>
        <source>New project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="108"/>
        <source>Project name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="109"/>
        <source>e.g. Thesis, Website, Taxes 2026</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="111"/>
        <source>Workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="112"/>
        <source>The app&apos;s default folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="113"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="114"/>
        <source>Choose the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="120"/>
        <source>Project instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="122"/>
        <source>What every chat of this project should know or do, e.g. “Answer in British English.”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="127"/>
        <source>The app&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="130"/>
        <source>Default model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="131"/>
        <source>provider/model — pick one or type any model id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="138"/>
        <source>Default profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="144"/>
        <source>Knowledge bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="145"/>
        <source>No knowledge bases yet (File › Knowledge bases…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="149"/>
        <source>Every enabled server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="150"/>
        <source>Only the ones ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="156"/>
        <source>{name} (turned off in Settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="158"/>
        <source>MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="171"/>
        <source>No MCP servers yet (Settings › MCP servers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="180"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="181"/>
        <source>Workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="182"/>
        <source>Instructions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="183"/>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="184"/>
        <source>Profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="189"/>
        <source>Knowledge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="190"/>
        <source>MCP servers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="193"/>
        <source>What went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="203"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="203"/>
        <source>Create project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="233"/>
        <source>Choose the project&apos;s workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_dialog.py" line="285"/>
        <source>The project could not be saved. The log has the details.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Projects</name>
    <message>
        <location filename="../../desktop_agent/ui/project_actions.py" line="184"/>
        <location filename="../../desktop_agent/ui/project_actions.py" line="204"/>
        <source>Delete project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_actions.py" line="186"/>
        <source>Delete the project “{name}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_actions.py" line="189"/>
        <source>It holds no chats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_actions.py" line="191"/>
        <source>Its chat stays, outside any project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_actions.py" line="193"/>
        <source>Its {n} chats stay, outside any project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/project_actions.py" line="199"/>
        <source>The project&apos;s instructions, settings and memories are deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PromptForm</name>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="45"/>
        <source>Prompt /{name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="75"/>
        <source>* required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="79"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/endpoint_url.py" line="17"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/endpoint_url.py" line="22"/>
        <source>The address must not contain spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="145"/>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="146"/>
        <source>Add endpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="147"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="94"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="148"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="149"/>
        <source>Remove this custom endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="74"/>
        <source>Endpoint name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="75"/>
        <source>Endpoint name problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="77"/>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="78"/>
        <source>Base URL problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="82"/>
        <source>Provider&apos;s default model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="85"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="88"/>
        <source>This endpoint needs an API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="91"/>
        <source>API key status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="92"/>
        <source>Set…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="93"/>
        <source>Set the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96"/>
        <source>Remove the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="102"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="103"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="445"/>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="107"/>
        <source>Connection test result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="113"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115"/>
        <source>Base URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="117"/>
        <source>Default model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <source>API key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="175"/>
        <source>Use by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177"/>
        <source>Default provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="180"/>
        <source>Default model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="182"/>
        <source>Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="183"/>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/provider_waits.py" line="25"/>
        <source>Give up on a silent answer after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/provider_waits.py" line="29"/>
        <source>Silent answer limit, cloud providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/provider_waits.py" line="33"/>
        <source>Silent answer limit, servers on this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/provider_waits.py" line="36"/>
        <source>Cloud providers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/provider_waits.py" line="37"/>
        <source>Servers on this machine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/provider_waits.py" line="39"/>
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/provider_waits.py" line="16"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="233"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="326"/>
        <source>{name} (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="336"/>
        <source>My endpoint {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="376"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="380"/>
        <source>Not set (not needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="421"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="430"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="432"/>
        <source>Connecting to {url}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="449"/>
        <source>Connected, but the server lists no models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="452"/>
        <source>Connected: {count} models ({models}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="481"/>
        <source>Give the endpoint a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="485"/>
        <source>Enter the endpoint&apos;s address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26"/>
        <source>The assistant asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49"/>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Or type another answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Your answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58"/>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59"/>
        <source>Don&apos;t answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60"/>
        <source>&amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="107"/>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="108"/>
        <source>Quick ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="131"/>
        <source>Ask anything — Enter sends, Esc hides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="132"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="136"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="143"/>
        <source>Question asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="155"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="156"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="158"/>
        <source>Open in window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="159"/>
        <source>Go on with this conversation in the main window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="200"/>
        <source>Asking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="218"/>
        <source>Ask another question — Enter sends, Esc hides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="219"/>
        <source>Writing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="268"/>
        <source>Waiting for your answer in the main window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="270"/>
        <source>Using {tool}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="274"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/quick_ask.py" line="274"/>
        <source>Done, without an answer in words</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RerunReview</name>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="476"/>
        <source>Re-run with these approved?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="481"/>
        <source>Run {name} now, allowing this once exactly the calls below, which its run of {when} refused. Any other call that would ask is refused as usual; the job&apos;s rules stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="490"/>
        <source>Still refused (only a chat can approve them):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="495"/>
        <source>The calls to allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="499"/>
        <source>Run with these allowed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResourcesPanel</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="87"/>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="98"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="99"/>
        <source>Filter resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="103"/>
        <source>MCP resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="115"/>
        <source>Attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="117"/>
        <source>Name the resource in the message: it is read and sent with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="137"/>
        <source>Asking the servers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="140"/>
        <source>No connected MCP server offers resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="163"/>
        <source>{name} (template)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="170"/>
        <source>No resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="218"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SamplingDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="44"/>
        <source>Request from the MCP server “{server}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="52"/>
        <source>“{server}” asks your model to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="53"/>
        <source>Which server asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="58"/>
        <source>These messages are sent to the model only if you approve, and its answer goes back to the server. Your conversation is not included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="66"/>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="74"/>
        <source>The request is long: {n} characters are not shown here. The model is sent all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="77"/>
        <source>Messages cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="82"/>
        <source>Images and audio are not sent: the model gets only their names, as shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="89"/>
        <source>Model that answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="95"/>
        <source>Estimated cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="97"/>
        <source>Answered by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="98"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="99"/>
        <source>at most {n} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="101"/>
        <source>, temperature {t}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="103"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="104"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="108"/>
        <source>The server&apos;s model preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="109"/>
        <source>Server prefers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="112"/>
        <source>asked for context from {what}; none is included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="116"/>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="122"/>
        <source>&amp;Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="123"/>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="124"/>
        <source>&amp;Approve and send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="125"/>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="144"/>
        <source>SYSTEM PROMPT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>USER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>ASSISTANT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="153"/>
        <source>[… {n} more characters not shown]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="162"/>
        <source>unknown: no price is known for this model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchedulesDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="79"/>
        <source>Schedules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="97"/>
        <source>Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a call the job&apos;s rules do not allow is refused and the run goes on without it. Each run is a session in your history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="104"/>
        <source>Scheduled jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="106"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="106"/>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="135"/>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="106"/>
        <source>Next run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="106"/>
        <source>Last run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="236"/>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="352"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="116"/>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="118"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="120"/>
        <source>Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="122"/>
        <source>Run now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="106"/>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="131"/>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="273"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="133"/>
        <source>Runs of the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="135"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="135"/>
        <source>Said</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="135"/>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="135"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="148"/>
        <source>Double-click a run to open its session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="150"/>
        <source>Re-run with these approved…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="152"/>
        <source>Run the job once more, allowing exactly the calls the selected run refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="235"/>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="236"/>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="352"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="243"/>
        <source>{text} — cron {cron}, this computer&apos;s time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="248"/>
        <source>Runs on its schedule when checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="275"/>
        <source>Runs of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="291"/>
        <source>Run by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="294"/>
        <source>Not run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="300"/>
        <source>Registered as: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="320"/>
        <source>That job is no longer scheduled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="345"/>
        <source>That run has no session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="365"/>
        <source>{name} runs on its schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="365"/>
        <source>{name} is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="378"/>
        <source>Add a scheduled job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="385"/>
        <source>Edit {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="400"/>
        <source>Saved {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="415"/>
        <source>Remove the job?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="416"/>
        <source>Remove {name}? It will not run again; the sessions of its runs stay in your history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="420"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="431"/>
        <source>Removed {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="448"/>
        <source>Running {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/schedules_page.py" line="457"/>
        <source>{name}: {outcome}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="174"/>
        <source>Or a server of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="186"/>
        <source>My own server (OpenAI-compatible)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="187"/>
        <source>Set up my own OpenAI-compatible server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="191"/>
        <source>vLLM, LM Studio, llama.cpp or another server that speaks OpenAI&apos;s API, at any address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="293"/>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="243"/>
        <source>Enter the server&apos;s address, e.g. http://192.168.1.20:8000/v1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="253"/>
        <source>The port must be a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="255"/>
        <source>Leave the user name and password out of the address; put a key in API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="257"/>
        <source>Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="278"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="279"/>
        <source>Asking {url} for its models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="313"/>
        <source>{url} is reachable, but lists no models: type the model&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="317"/>
        <source>{url} is reachable with one model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="318"/>
        <source>{url} is reachable with {count} models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="321"/>
        <source>{address} refused the connection: no server listens on that port. Is it running, and listening on the network (not only on its own computer&apos;s 127.0.0.1)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="325"/>
        <source>The computer {host} is not known. Check the address for typing errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="330"/>
        <source>{address} did not answer within {seconds} seconds. Check the address, the port and any firewall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="335"/>
        <source>{address} answers, but its certificate is not trusted by this computer (self-signed?). Use http:// on a trusted network, or a certificate this computer trusts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="339"/>
        <source>Could not reach {address}. Check the address and the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="343"/>
        <source>The server answers, but needs an API key: enter it and test again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="345"/>
        <source>The server rejected the API key (HTTP {status}). Check the key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="350"/>
        <source>The server sends the request elsewhere ({location}). If you trust that address, enter it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="354"/>
        <source>The server answered with an error (HTTP {status}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="357"/>
        <source>The server&apos;s answer is larger than {size} MB: not an OpenAI-compatible model list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="360"/>
        <source>Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at {models}. Such addresses usually end in /v1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="383"/>
        <source>Enter the model&apos;s name, or press Test to list the server&apos;s models.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="53"/>
        <source>Edit MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="53"/>
        <source>Add MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="62"/>
        <source>Command (stdio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="62"/>
        <source>URL (streamable HTTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="64"/>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="69"/>
        <source>default (60 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="78"/>
        <source>one argument per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="84"/>
        <source>Run it in the sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="88"/>
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent&apos;s own files are hidden from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="92"/>
        <source>Let it use the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="108"/>
        <source>Working folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112"/>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="113"/>
        <source>Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="133"/>
        <source>Call timeout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="103"/>
        <source>Server address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="106"/>
        <source>Server address problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="111"/>
        <source>Only if the server asks for one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="115"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="123"/>
        <source>The model&apos;s name, or Test to list them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="124"/>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="125"/>
        <source>Test the connection to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="127"/>
        <source>Server test result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="128"/>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="129"/>
        <source>Use this server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="135"/>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="137"/>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome_server.py" line="138"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="56"/>
        <location filename="../../desktop_agent/ui/header.py" line="151"/>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="57"/>
        <source>Session title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Session list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="68"/>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75"/>
        <source>Agent profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="77"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="81"/>
        <source>Provider and model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="82"/>
        <source>provider/model — pick one or type any model id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="86"/>
        <source>Workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="87"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="91"/>
        <location filename="../../desktop_agent/ui/header.py" line="174"/>
        <source>Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="92"/>
        <source>Session instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="97"/>
        <source>Token usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="98"/>
        <location filename="../../desktop_agent/ui/header.py" line="245"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="174"/>
        <source>Instructions ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="177"/>
        <source>This session&apos;s instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="180"/>
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="200"/>
        <source>{name} ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="202"/>
        <source>This chat is in the project “{name}”. Click to edit the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="227"/>
        <source>{n} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="232"/>
        <source> · context {n} / {window}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="237"/>
        <source> · context {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="243"/>
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="252"/>
        <source>Choose the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="282"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="98"/>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="98"/>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="99"/>
        <source>Yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="99"/>
        <source>Previous 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="100"/>
        <source>Previous 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="100"/>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="101"/>
        <source>{n} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="101"/>
        <source>{n} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="102"/>
        <source>January</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="102"/>
        <source>February</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="103"/>
        <source>March</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="103"/>
        <source>April</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="104"/>
        <source>May</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="104"/>
        <source>June</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="105"/>
        <source>July</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="105"/>
        <source>August</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="106"/>
        <source>September</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="106"/>
        <source>October</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="107"/>
        <source>November</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="107"/>
        <source>December</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="108"/>
        <source>Mon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="108"/>
        <source>Tue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="109"/>
        <source>Wed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="109"/>
        <source>Thu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="110"/>
        <source>Fri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="110"/>
        <source>Sat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="111"/>
        <source>Sun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="112"/>
        <source>Jan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="112"/>
        <source>Feb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="113"/>
        <source>Mar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="113"/>
        <source>Apr</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="114"/>
        <source>Jun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="114"/>
        <source>Jul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="115"/>
        <source>Aug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="115"/>
        <source>Sep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="116"/>
        <source>Oct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="116"/>
        <source>Nov</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="117"/>
        <source>Dec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="118"/>
        <source>{day} {month}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="119"/>
        <source>{day} {month} {year}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="120"/>
        <source>{month} {year}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="121"/>
        <source>Projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="121"/>
        <source>Project: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="122"/>
        <source>Project {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="123"/>
        <source>Project, {n} sessions, folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="124"/>
        <source>Project, {n} sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="35"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="37"/>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="39"/>
        <source>Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="43"/>
        <source>Unarchive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="45"/>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="48"/>
        <source>Move to project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="59"/>
        <source>New project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="63"/>
        <source>Remove from project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="66"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="73"/>
        <source>New chat in this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="77"/>
        <source>Edit project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_menus.py" line="81"/>
        <source>Delete project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="665"/>
        <source>Rename session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="666"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="64"/>
        <source>Settings pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>&amp;Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="70"/>
        <source>Agent p&amp;rofiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="71"/>
        <source>&amp;Web search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="72"/>
        <source>&amp;Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="78"/>
        <source>Ad&amp;vanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="82"/>
        <source>Settings message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="89"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="90"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="91"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="138"/>
        <source>A setting is not valid: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="151"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="160"/>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="157"/>
        <source>MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="160"/>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="167"/>
        <source>Voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="170"/>
        <source>Updates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="64"/>
        <source>Edit skill @{name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="64"/>
        <source>New skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="69"/>
        <source>Skill name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="70"/>
        <source>code-review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="73"/>
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="81"/>
        <source>Skill description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="83"/>
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="89"/>
        <source>Allowed tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="90"/>
        <source>read_file, grep, git__*   (empty: the profile&apos;s tools)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="92"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="93"/>
        <source>empty: the session&apos;s model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="95"/>
        <source>Skill instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="97"/>
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="104"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="110"/>
        <source>Save skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="111"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="116"/>
        <source>&amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118"/>
        <source>&amp;Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119"/>
        <source>Allowed &amp;tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="120"/>
        <source>&amp;Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="121"/>
        <source>&amp;Instructions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="100"/>
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="107"/>
        <source>Skill list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111"/>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112"/>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113"/>
        <source>Import &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114"/>
        <source>Import &amp;zip…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="116"/>
        <source>&amp;Open skills folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118"/>
        <source>New skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119"/>
        <source>Edit skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120"/>
        <source>Import a skill from a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Import a skill from a zip file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334"/>
        <source>Delete skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="123"/>
        <source>Open the skills folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="132"/>
        <source>Skills left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="138"/>
        <source>Skills message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="203"/>
        <source>No skills yet: write one with New…, or import one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="206"/>
        <source>Left out: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="210"/>
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="226"/>
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="240"/>
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Saved @{name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Created @{name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="293"/>
        <source>Deleted @{name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="314"/>
        <source>Installed @{name} from {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="322"/>
        <source>Could not make {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="327"/>
        <source>Could not open {path}: open it from your file manager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="335"/>
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="344"/>
        <source>Import a skill folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Zip files (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <location filename="../../desktop_agent/voice/speakable.py" line="55"/>
        <source>(code block)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speakable.py" line="56"/>
        <source>(code block in {language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speakable.py" line="57"/>
        <source>(code)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speakable.py" line="58"/>
        <source>(a table with {rows} rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speakable.py" line="59"/>
        <source>(a table with one row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speakable.py" line="60"/>
        <source>(formula)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/speakable.py" line="61"/>
        <source>(image)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="121"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105"/>
        <source>Summary of the earlier conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="109"/>
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="116"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="55"/>
        <source>Read {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="57"/>
        <source>Write {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="59"/>
        <source>Edit {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="61"/>
        <source>Delete {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="63"/>
        <source>Run `{command}`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="65"/>
        <source>the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="66"/>
        <source>List {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="70"/>
        <source>Search for “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="72"/>
        <source>Find files like “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="74"/>
        <source>Read {page}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="76"/>
        <source>Search the web for “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="81"/>
        <source>Search “{bases}” for “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="84"/>
        <source>Search the knowledge bases for “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="88"/>
        <source>Remember “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="90"/>
        <source>Search past chats for “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="92"/>
        <source>Ask you “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="96"/>
        <source>Use the skill “{name}” from {server}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="98"/>
        <source>Use the skill “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="100"/>
        <source>Update the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/card_words.py" line="112"/>
        <source>…{n:,} more lines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tray</name>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="120"/>
        <source>Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="182"/>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="196"/>
        <source>{title} — waiting for your approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="198"/>
        <source>{title} — answering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="203"/>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="204"/>
        <source>Quick ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="208"/>
        <source>Quick ask ({shortcut})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="218"/>
        <source>Show Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="219"/>
        <location filename="../../desktop_agent/ui/tray.py" line="307"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="276"/>
        <source>Desktop Agent keeps working in the tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="277"/>
        <source>Quit from the tray&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="287"/>
        <source>An answer is still being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="289"/>
        <source>{n} answers are still being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="291"/>
        <source>Runs are scheduled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="293"/>
        <source>Keep running in the tray?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="297"/>
        <source>Desktop Agent can go on in the tray and tell you when it is done. You can change this in Settings › Appearance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="304"/>
        <source>Keep running in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="360"/>
        <source>Approval waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="361"/>
        <source>{title}: {tool} waits for your approval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="376"/>
        <source>Answer ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray.py" line="378"/>
        <source>Answer stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray_schedules.py" line="59"/>
        <source>{name} — next {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/tray_schedules.py" line="64"/>
        <source>Schedules…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UpdatesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="37"/>
        <source>Look for a new version once a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="39"/>
        <source>Update feed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="40"/>
        <source>the project&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="42"/>
        <source>Root of trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="43"/>
        <source>the one shipped with the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="102"/>
        <source>This copy is {version}. {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="50"/>
        <source>Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="57"/>
        <source>Updates are described by signed metadata, checked before anything is downloaded or unpacked; the new version is put beside this one and swapped in only when it is complete. Your history and settings are never touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="66"/>
        <source>Update feed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="68"/>
        <source>Root of trust:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="83"/>
        <source>Give an http:// or https:// address, or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="112"/>
        <source>Looking for a new version…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="123"/>
        <source>Desktop Agent {version} is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/updates_page.py" line="126"/>
        <source>This is the newest version.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UrlDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="351"/>
        <source>Request from the MCP server “{server}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="358"/>
        <source>“{server}” asks you to open a web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="359"/>
        <source>Which server asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="374"/>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Secure connection (https)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Not encrypted (http)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="379"/>
        <source>Scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="383"/>
        <source>The page is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="388"/>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="392"/>
        <source>Full address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="398"/>
        <source>Check the host before you open it. What you enter there goes to that site, not the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="404"/>
        <source>&amp;Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="405"/>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="406"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="407"/>
        <source>&amp;Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="408"/>
        <source>Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="306"/>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="313"/>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="315"/>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="317"/>
        <source>Last {days} days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="322"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="334"/>
        <source>Tokens per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335"/>
        <source>No tokens used in this period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Read (input, with cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Written (output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340"/>
        <source>The day pointed at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>Cache read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <source>Cache write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="351"/>
        <source>Messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="351"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="348"/>
        <source>Usage per model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="351"/>
        <source>Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="351"/>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="352"/>
        <source>Usage per session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="354"/>
        <source>Double-click a session to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="356"/>
        <source>By &amp;model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="357"/>
        <source>By s&amp;ession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="362"/>
        <source>About the prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="369"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="374"/>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="375"/>
        <source>Export as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="378"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="379"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="395"/>
        <source>Reading the history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="416"/>
        <source>{tokens} tokens · {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="420"/>
        <source>{tokens} tokens in {messages} messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="438"/>
        <source>no cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="440"/>
        <source>local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="442"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="526"/>
        <source>unknown price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="444"/>
        <source>{cost} + unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="457"/>
        <source>{day} · nothing used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="460"/>
        <source>read {tokens}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="462"/>
        <source>read {tokens} (cache {cached})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="465"/>
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="477"/>
        <source>{days} days, no tokens used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="478"/>
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="490"/>
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="496"/>
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="500"/>
        <source>No price table could be read, so no costs are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="502"/>
        <source>Your prices from {file} are used over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="506"/>
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="512"/>
        <source>To correct a price or add a model, write {file} in the form of the app&apos;s price table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="524"/>
        <source>your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="530"/>
        <source>Web searches: {searches}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="538"/>
        <source>(model not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="540"/>
        <source>Priced as {entry}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="551"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="570"/>
        <source>Export usage as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="570"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="587"/>
        <source>Could not save {file}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="590"/>
        <source>Saved {file}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewWindow</name>
    <message>
        <location filename="../../desktop_agent/ui/view_window.py" line="28"/>
        <source>Whose view this is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/view_window.py" line="29"/>
        <source>Back to the chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <location filename="../../desktop_agent/voice/stt_models.py" line="60"/>
        <source>Moonshine tiny, English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/voice/stt_models.py" line="90"/>
        <source>Whisper base, 99 languages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoicePage</name>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="39"/>
        <source>Dictation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="40"/>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="41"/>
        <source>An endpoint (any language)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="46"/>
        <source>Endpoint provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="47"/>
        <source>the default provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="49"/>
        <source>Transcription model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="51"/>
        <source>Language spoken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="52"/>
        <source>The window&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="55"/>
        <source>Send what was dictated at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="57"/>
        <source>Read answers with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="58"/>
        <source>This computer&apos;s voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="59"/>
        <source>The endpoint&apos;s speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="61"/>
        <source>Voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="62"/>
        <source>The language&apos;s first voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="64"/>
        <source>Speech model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="66"/>
        <source>Endpoint voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="69"/>
        <source>Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for English, Whisper base for the others), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) gets the recording instead, with a provider&apos;s address and key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="78"/>
        <source>Dictation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="80"/>
        <source>Endpoint provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="81"/>
        <source>Transcription model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="82"/>
        <source>Language spoken:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="84"/>
        <source>Read answers with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="85"/>
        <source>Voice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="86"/>
        <source>Speech model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="87"/>
        <source>Endpoint voice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="124"/>
        <source>The speech model for this language ({model}) is on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/voice_page.py" line="127"/>
        <source>The speech model for this language ({model}, {megabytes} MB) is downloaded the first time you dictate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebEngine</name>
    <message>
        <location filename="../../desktop_agent/core/web_engine.py" line="30"/>
        <source>This build of the app cannot add the web engine on this system: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/core/web_engine.py" line="35"/>
        <source>The Python environment the app runs in has no pip, so the web engine cannot be added from here: install PySide6-Addons {version} into it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebEngineRow</name>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="51"/>
        <source>MCP Apps&apos; views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="52"/>
        <source>Add the web engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="53"/>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="128"/>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="156"/>
        <source>Add the web engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="58"/>
        <source>What adding the web engine printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="62"/>
        <source>Downloading the web engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="63"/>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="183"/>
        <source>%p% of {size} MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="65"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="66"/>
        <source>Stop downloading the web engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="104"/>
        <source>MCP Apps&apos; views are shown in their tool cards (web engine {version}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="108"/>
        <source>MCP Apps&apos; views need the web engine, which is not installed (about {size} MB to download): until then, a tool with a view shows its text result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="115"/>
        <source>MCP Apps&apos; views are not shown: tools with a view show their text results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="130"/>
        <source>This runs the command below, which downloads about {size} MB and adds it to the app:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="137"/>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="148"/>
        <source>Adding the web engine… (about {size} MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="158"/>
        <source>This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="173"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="188"/>
        <source>Downloading the web engine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="218"/>
        <source>The download was stopped; nothing of it was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="222"/>
        <source>The web engine was not added: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="231"/>
        <source>The next views show in their tool cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_engine_row.py" line="247"/>
        <source>Done: the next views show in their tool cards.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebSearchPage</name>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="36"/>
        <source>The model can search the web and then open the pages it found. Web search is off by default: nothing you ask is sent to a search service until you choose one here. There is no free service without a key that allows this, so choose your own SearXNG or a service with a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="44"/>
        <source>Web search service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="45"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="46"/>
        <source>SearXNG (your own, no key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="48"/>
        <source>{service} (API key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="51"/>
        <source>SearXNG address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="58"/>
        <source>Results per search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="62"/>
        <source>API key status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="67"/>
        <source>What leaves this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="71"/>
        <source>Search with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="72"/>
        <source>SearXNG address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="74"/>
        <source>API key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="76"/>
        <source>Results per search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="100"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="105"/>
        <source>Off: the model is not offered web search, and no query leaves this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="107"/>
        <source>(no address yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="109"/>
        <source>Each search sends the model&apos;s query to your SearXNG at {address}, which asks the search engines it is set up to use. Each search asks you first, unless a rule allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="114"/>
        <source>Each search sends the model&apos;s query and your API key to {service} ({host}), which may charge for it. Each search asks you first, unless a rule allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="138"/>
        <source>Enter your SearXNG&apos;s address, e.g. http://localhost:8888.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/web_search_page.py" line="140"/>
        <source>Enter a full address starting with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="89"/>
        <source>Welcome to Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="92"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="95"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, at a cloud provider with your API key, or on a server of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="103"/>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="105"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="220"/>
        <source>Looking for model servers on this computer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="107"/>
        <source>Local model servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="108"/>
        <source>Search again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="109"/>
        <source>Search again for local model servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="119"/>
        <source>Or a cloud provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="122"/>
        <source>Cloud provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127"/>
        <source>Save key and start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="129"/>
        <source>&amp;Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="133"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="145"/>
        <source>Welcome message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="146"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="147"/>
        <source>Set up later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="229"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="235"/>
        <source>Found on this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="248"/>
        <source>{label} found on {address} with one model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250"/>
        <source>{label} found on {address} with {count} models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="255"/>
        <source>Use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="257"/>
        <source>Use {label} on {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="289"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
