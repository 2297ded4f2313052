<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26"/>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32"/>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53"/>
        <source>Yesterday</source>
        <translation>Gestern</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34"/>
        <source>Previous 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36"/>
        <source>Previous 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38"/>
        <source>{month} {year}</source>
        <translation>{month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50"/>
        <source>{n} min</source>
        <translation>{n} Min.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="51"/>
        <source>{n} h</source>
        <translation>{n} Std.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="58"/>
        <source>{day} {month}</source>
        <translation>{day}. {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="59"/>
        <source>{day} {month} {year}</source>
        <translation>{day}. {month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="277"/>
        <source>works with the tools; asks before changes</source>
        <translation>arbeitet mit den Tools; fragt vor Änderungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="278"/>
        <source>reads only, then proposes a plan</source>
        <translation>liest nur, schlägt dann einen Plan vor</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="279"/>
        <source>talks; no tools</source>
        <translation>unterhält sich; keine Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="281"/>
        <source>a profile</source>
        <translation>ein Profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="285"/>
        <source>{folder} brings skills of its own</source>
        <translation>{folder} bringt eigene Skills mit</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>When it runs</source>
        <translation>Ausführungszeitpunkt</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Schedule in words or cron</source>
        <translation>Zeitplan in Worten oder als cron</translation>
    </message>
    <message>
        <source>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot;, or cron &quot;0 8 * * 1-5&quot;</source>
        <translation>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot; oder cron &quot;0 8 * * 1-5&quot;</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>What each run asks, e.g. “Summarise the new issues”</source>
        <translation>Was bei jeder Ausführung gefragt wird, z. B. „Fasse die neuen Issues zusammen“</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Allowed without asking</source>
        <translation>Ohne Nachfrage erlaubt</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>Wann:</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>Prompt:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>Arbeitsordner:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>Erlaubt:</translation>
    </message>
    <message>
        <source>Limits per run:</source>
        <translation>Limits pro Ausführung:</translation>
    </message>
    <message>
        <source>Next run: {when} (this computer&apos;s time)</source>
        <translation>Nächste Ausführung: {when} (Zeit dieses Computers)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>Every hour</source>
        <translation>Stündlich</translation>
    </message>
    <message>
        <source>Every minute</source>
        <translation>Jede Minute</translation>
    </message>
    <message>
        <source>Every {n} minutes</source>
        <translation>Alle {n} Minuten</translation>
    </message>
    <message>
        <source>Every day at {time}</source>
        <translation>Täglich um {time}</translation>
    </message>
    <message>
        <source>Every weekday at {time}</source>
        <translation>Montag bis Freitag um {time}</translation>
    </message>
    <message>
        <source>Weekends at {time}</source>
        <translation>Am Wochenende um {time}</translation>
    </message>
    <message>
        <source>{days} at {time}</source>
        <translation>{days} um {time}</translation>
    </message>
    <message>
        <source>{text} (cron {cron})</source>
        <translation>{text} (cron {cron})</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Done, {n} refused</source>
        <translation>Fertig, {n} abgelehnt</translation>
    </message>
    <message>
        <source>Stopped at a limit</source>
        <translation>An einem Limit gestoppt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>{outcome}, {when}</source>
        <translation>{outcome}, {when}</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} Tokens</translation>
    </message>
    <message>
        <source>{tokens} tokens, {cost}</source>
        <translation>{tokens} Tokens, {cost}</translation>
    </message>
    <message>
        <source>Sundays</source>
        <translation>Sonntags</translation>
    </message>
    <message>
        <source>Mondays</source>
        <translation>Montags</translation>
    </message>
    <message>
        <source>Tuesdays</source>
        <translation>Dienstags</translation>
    </message>
    <message>
        <source>Wednesdays</source>
        <translation>Mittwochs</translation>
    </message>
    <message>
        <source>Thursdays</source>
        <translation>Donnerstags</translation>
    </message>
    <message>
        <source>Fridays</source>
        <translation>Freitags</translation>
    </message>
    <message>
        <source>Saturdays</source>
        <translation>Samstags</translation>
    </message>
    <message>
        <source>Download the speech model?</source>
        <translation>Sprachmodell herunterladen?</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model (Moonshine tiny, English). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

For other languages, choose an endpoint in Settings › Voice instead.</source>
        <translation>Das Diktieren auf diesem Computer verwendet ein Spracherkennungsmodell (Moonshine tiny, Englisch). Es wird einmalig ({megabytes} MB) von Hugging Face heruntergeladen, geprüft und im Datenordner gespeichert. Nichts von dem, was Sie sagen, verlässt diesen Computer.

Für andere Sprachen wählen Sie stattdessen einen Endpunkt unter Einstellungen › Stimme.</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Downloadfortschritt</translation>
    </message>
    <message>
        <source>Download ({megabytes} MB)</source>
        <translation>Herunterladen ({megabytes} MB)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Dictate</source>
        <translation>Diktieren</translation>
    </message>
    <message>
        <source>Dictate ({keys}): hold to talk, or click to start and click again to stop</source>
        <translation>Diktieren ({keys}): zum Sprechen gedrückt halten, oder zum Starten klicken und zum Beenden erneut klicken</translation>
    </message>
    <message>
        <source>Recording time</source>
        <translation>Aufnahmedauer</translation>
    </message>
    <message>
        <source>Stop dictating</source>
        <translation>Diktieren beenden</translation>
    </message>
    <message>
        <source>Transcribing…</source>
        <translation>Wird transkribiert…</translation>
    </message>
    <message>
        <source>Nothing was heard.</source>
        <translation>Es wurde nichts gehört.</translation>
    </message>
    <message>
        <source>Check the microphone and try again.</source>
        <translation>Überprüfen Sie das Mikrofon und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>No words were recognised.</source>
        <translation>Es wurden keine Wörter erkannt.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>A new version of Desktop Agent</source>
        <translation>Eine neue Version von Desktop Agent</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available (you have {current}). {size}</source>
        <translation>Desktop Agent {version} ist verfügbar (Sie haben {current}). {size}</translation>
    </message>
    <message>
        <source>Download: {size}.</source>
        <translation>Download: {size}.</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Was ist neu</translation>
    </message>
    <message>
        <source>The feed says nothing about what changed.</source>
        <translation>Die Update-Quelle enthält keine Angaben zu den Änderungen.</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <source>Update now</source>
        <translation>Jetzt aktualisieren</translation>
    </message>
    <message>
        <source>The feed no longer offers a new version.</source>
        <translation>Die Update-Quelle bietet keine neue Version mehr an.</translation>
    </message>
    <message>
        <source>Restart later</source>
        <translation>Später neu starten</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is installed. Restart the app to use it.</source>
        <translation>Desktop Agent {version} ist installiert. Starten Sie die App neu, um die neue Version zu verwenden.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>The new version could not be started: {why}</source>
        <translation>Die neue Version konnte nicht gestartet werden: {why}</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

An endpoint can transcribe instead: Settings › Voice.</source>
        <translation>Das Diktieren auf diesem Computer nutzt ein Spracherkennungsmodell ({model}). Es wird einmalig ({megabytes} MB) von Hugging Face heruntergeladen, geprüft und im Datenordner aufbewahrt. Nichts, was Sie sagen, verlässt diesen Computer.

Stattdessen kann ein Endpunkt transkribieren: Einstellungen › Stimme.</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33"/>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39"/>
        <source>Font size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50"/>
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Desktop Agent.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>Änderungen wirken sofort; „Abbrechen“ nimmt sie zurück.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56"/>
        <source>Theme:</source>
        <translation>Design:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57"/>
        <source>Font size:</source>
        <translation>Schriftgröße:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Closing the window while answers are written keeps Desktop Agent in the tray</source>
        <translation>Wird das Fenster geschlossen, während Antworten geschrieben werden, bleibt Desktop Agent im Infobereich</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Im Infobereich weiterlaufen</translation>
    </message>
    <message>
        <source>Quick ask shortcut</source>
        <translation>Tastenkürzel für Schnellfrage</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>Tastenkürzel löschen</translation>
    </message>
    <message>
        <source>Opens Quick ask from any application.</source>
        <translation>Öffnet die Schnellfrage aus jeder Anwendung.</translation>
    </message>
    <message>
        <source>Tray:</source>
        <translation>Infobereich:</translation>
    </message>
    <message>
        <source>Quick ask:</source>
        <translation>Schnellfrage:</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76"/>
        <source>Approve {tool}?</source>
        <translation>{tool} genehmigen?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82"/>
        <source>{tool} wants to run</source>
        <translation>{tool} möchte ausgeführt werden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83"/>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88"/>
        <source>Risk</source>
        <translation>Risiko</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99"/>
        <source>a built-in tool</source>
        <translation>ein eingebautes Tool</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation>ein Tool des MCP-Servers „{server}“</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104"/>
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>Angefragt von {model} · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105"/>
        <source>the model</source>
        <translation>dem Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108"/>
        <source>Why it asks</source>
        <translation>Warum gefragt wird</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114"/>
        <source>Why this always asks</source>
        <translation>Warum hier immer gefragt wird</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119"/>
        <source>What will run</source>
        <translation>Was ausgeführt wird</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121"/>
        <source>How the tool changed</source>
        <translation>Wie sich das Tool geändert hat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123"/>
        <source>Tool changed since you approved it</source>
        <translation>Tool seit Ihrer Genehmigung geändert</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142"/>
        <source>Only calls like</source>
        <translation>Nur Aufrufe wie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143"/>
        <source>every call of this tool</source>
        <translation>jeder Aufruf dieses Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146"/>
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Bei „Für diese Sitzung“ und „Immer“: nur Aufrufe, die zu diesem Muster passen (ein Pfad-Glob wie src/**, ein Befehl wie git log *, ein Host). Leer heißt: jeder Aufruf des Tools.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150"/>
        <source>in every folder</source>
        <translation>in jedem Ordner</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151"/>
        <source>Always approve in every folder</source>
        <translation>In jedem Ordner immer genehmigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153"/>
        <source>Only calls like:</source>
        <translation>Nur Aufrufe wie:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158"/>
        <source>Note to the model if you deny (optional)</source>
        <translation>Hinweis an das Modell bei Ablehnung (optional)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159"/>
        <source>Note to the model</source>
        <translation>Hinweis an das Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163"/>
        <source>&amp;Approve once</source>
        <translation>&amp;Einmal genehmigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164"/>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165"/>
        <source>For this &amp;session</source>
        <translation>Für diese &amp;Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166"/>
        <source>Approve for this session</source>
        <translation>Für diese Sitzung genehmigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167"/>
        <source>A&amp;lways</source>
        <translation>&amp;Immer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Always approve</source>
        <translation>Immer genehmigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169"/>
        <source>&amp;Deny</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170"/>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>Wird gespeichert, doch bei Aufrufen wie diesem wird weiter gefragt: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188"/>
        <source>Low risk</source>
        <translation>Geringes Risiko</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189"/>
        <source>Medium risk</source>
        <translation>Mittleres Risiko</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190"/>
        <source>High risk</source>
        <translation>Hohes Risiko</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>neue Datei</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>+{added} −{removed}</source>
        <translation>+{added} −{removed}</translation>
    </message>
    <message>
        <source>Lines changed</source>
        <translation>Geänderte Zeilen</translation>
    </message>
    <message>
        <source>How it runs</source>
        <translation>Wie er läuft</translation>
    </message>
    <message>
        <source>Asked by {model} · {origin}</source>
        <translation>Angefragt von {model} · {origin}</translation>
    </message>
    <message>
        <source>Only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Nur Aufrufe, die zu diesem Muster passen (ein Pfadmuster wie src/**, ein Befehl wie git log *, ein Host). Leer heißt: jeder Aufruf des Werkzeugs.</translation>
    </message>
    <message>
        <source>Always approve &amp;calls like:</source>
        <translation>Immer &amp;zulassen für Aufrufe wie:</translation>
    </message>
    <message>
        <source>In every &amp;folder, not only this one</source>
        <translation>In jedem &amp;Ordner, nicht nur in diesem</translation>
    </message>
    <message>
        <source>Appro&amp;ve always</source>
        <translation>Immer &amp;zulassen</translation>
    </message>
    <message>
        <source>Don&apos;t ask again until this session ends, for calls like: {pattern}</source>
        <translation>Bis zum Ende dieser Sitzung nicht mehr fragen, für Aufrufe wie: {pattern}</translation>
    </message>
    <message>
        <source>Don&apos;t ask again for this tool until this session ends</source>
        <translation>Für dieses Werkzeug bis zum Ende dieser Sitzung nicht mehr fragen</translation>
    </message>
    <message>
        <source>A&amp;lways…</source>
        <translation>I&amp;mmer…</translation>
    </message>
    <message>
        <source>Always approve…</source>
        <translation>Immer zulassen…</translation>
    </message>
    <message>
        <source>✓ Low risk</source>
        <translation>✓ Geringes Risiko</translation>
    </message>
    <message>
        <source>◆ Medium risk</source>
        <translation>◆ Mittleres Risiko</translation>
    </message>
    <message>
        <source>⚠ High risk</source>
        <translation>⚠ Hohes Risiko</translation>
    </message>
    <message>
        <source>Run this command?</source>
        <translation>Diesen Befehl ausführen?</translation>
    </message>
    <message>
        <source>Create {path}?</source>
        <translation>{path} anlegen?</translation>
    </message>
    <message>
        <source>Overwrite {path}?</source>
        <translation>{path} überschreiben?</translation>
    </message>
    <message>
        <source>{action}?</source>
        <translation>{action}?</translation>
    </message>
    <message>
        <source>Use the tool {tool}?</source>
        <translation>Das Werkzeug {tool} verwenden?</translation>
    </message>
    <message>
        <source>Not sandboxed: {consequence}</source>
        <translation>Nicht in der Sandbox: {consequence}</translation>
    </message>
    <message>
        <source>Asked by the tool&apos;s view in the chat · {origin}</source>
        <translation>Von der Ansicht des Werkzeugs im Chat erbeten · {origin}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="159"/>
        <source>Attached files</source>
        <translation>Angehängte Dateien</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="252"/>
        <source>Attach files</source>
        <translation>Dateien anhängen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="255"/>
        <source>All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)</source>
        <translation>Alle Dateien (*);;Bilder (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="268"/>
        <source>Pasted image {time}.png</source>
        <translation>Eingefügtes Bild {time}.png</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="275"/>
        <source>{name} was not attached: a message takes at most {n} files.</source>
        <translation>{name} wurde nicht angehängt: Eine Nachricht kann höchstens {n} Dateien enthalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="313"/>
        <source>{model} does not see images: it gets each image&apos;s name only.</source>
        <translation>{model} sieht keine Bilder: Es erhält von jedem Bild nur den Namen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="315"/>
        <source>{model} may not see images; they are sent as images.</source>
        <translation>{model} sieht Bilder womöglich nicht; sie werden trotzdem als Bilder gesendet.</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="207"/>
        <location filename="../../desktop_agent/ui/chat_document.py" line="214"/>
        <source>Open link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="208"/>
        <source>Open this address in your browser?</source>
        <translation>Diese Adresse im Browser öffnen?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="252"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>{inp:,} Tokens Eingabe · {out:,} Ausgabe</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="256"/>
        <source> · {n:,} from cache</source>
        <translation> · {n:,} aus dem Cache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="268"/>
        <source>Copied to the clipboard</source>
        <translation>In die Zwischenablage kopiert</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="483"/>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="486"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="560"/>
        <source>Thought for a moment</source>
        <translation>Kurz nachgedacht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="562"/>
        <source>Thought for {s:.0f} s</source>
        <translation>{s:.0f} s nachgedacht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="564"/>
        <source>Thoughts</source>
        <translation>Gedanken</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Ended by an error</source>
        <translation>Durch einen Fehler beendet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="684"/>
        <source>  from {server}</source>
        <translation>  von {server}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="695"/>
        <source>Review…</source>
        <translation>Prüfen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result ({n:,} lines)</source>
        <translation>Ergebnis ({n:,} Zeilen)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="708"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="714"/>
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… {n:,} weitere Zeilen („Kopieren“ enthält alle)</translation>
    </message>
    <message>
        <source>1 citation removed: the model cited a passage or page it was never given ({ids}).</source>
        <translation>1 Quellenangabe entfernt: Das Modell hat eine Passage oder Seite zitiert, die es nie erhalten hat ({ids}).</translation>
    </message>
    <message>
        <source>{n} citations removed: the model cited passages or pages it was never given ({ids}).</source>
        <translation>{n} Quellenangaben entfernt: Das Modell hat Passagen oder Seiten zitiert, die es nie erhalten hat ({ids}).</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>  {n:,} lines</source>
        <translation>  {n:,} Zeilen</translation>
    </message>
    <message>
        <source>Hide output</source>
        <translation>Ausgabe ausblenden</translation>
    </message>
    <message>
        <source>Show output</source>
        <translation>Ausgabe anzeigen</translation>
    </message>
    <message>
        <source>Copy output</source>
        <translation>Ausgabe kopieren</translation>
    </message>
    <message>
        <source>… {n:,} more lines (Copy output has them all)</source>
        <translation>… {n:,} weitere Zeilen („Ausgabe kopieren“ enthält alle)</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="73"/>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="169"/>
        <source>The preview opened in your browser</source>
        <translation>Die Vorschau wurde im Browser geöffnet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="171"/>
        <source>No browser could open {path}</source>
        <translation>Kein Browser konnte {path} öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="240"/>
        <source>Show earlier messages ({n:,})</source>
        <translation>Frühere Nachrichten anzeigen ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="250"/>
        <source>Show newer messages ({n:,})</source>
        <translation>Neuere Nachrichten anzeigen ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397"/>
        <source>Previous version</source>
        <translation>Vorherige Version</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="400"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="425"/>
        <source>Next version</source>
        <translation>Nächste Version</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="418"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="420"/>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="427"/>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="429"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="549"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="431"/>
        <source>Pin: kept word for word when earlier messages are summarised</source>
        <translation>Anheften: bleibt wörtlich erhalten, wenn frühere Nachrichten zusammengefasst werden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="433"/>
        <source>Pinned: kept word for word when earlier messages are summarised. Unpin</source>
        <translation>Angeheftet: bleibt wörtlich erhalten, wenn frühere Nachrichten zusammengefasst werden. Nicht mehr anheften</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="490"/>
        <source>Answering with the skill @{name}.</source>
        <translation>Antwort mit dem Skill @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="523"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} Neuer Versuch in {delay:.0f} s ({n} von {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="541"/>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="546"/>
        <source>Build this plan</source>
        <translation>Diesen Plan umsetzen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="547"/>
        <source>The plan is ready.</source>
        <translation>Der Plan ist fertig.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="580"/>
        <source>Waiting for the first word… {s} s</source>
        <translation>Warten auf das erste Wort… {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="581"/>
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>Unterhaltung wird gelesen… {pct} % von {total} Tokens · {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Open settings</source>
        <translation>Einstellungen öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27"/>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79"/>
        <source>Jump to latest</source>
        <translation>Zum Neuesten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28"/>
        <source>Jump to the newest message (End)</source>
        <translation>Zur neuesten Nachricht springen (Ende)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73"/>
        <source>{n} new messages</source>
        <translation>{n} neue Nachrichten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75"/>
        <source>1 new message</source>
        <translation>1 neue Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16"/>
        <source>Summarise what this folder&apos;s project does</source>
        <translation>Fasse zusammen, was das Projekt in diesem Ordner macht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17"/>
        <source>Find the TODO comments and list them by file</source>
        <translation>Finde die TODO-Kommentare und liste sie nach Datei auf</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18"/>
        <source>Explain the last error in the log and how to fix it</source>
        <translation>Erkläre den letzten Fehler im Log und wie man ihn behebt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34"/>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37"/>
        <source>Ask anything</source>
        <translation>Fragen Sie einfach los</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45"/>
        <source>Model and folder</source>
        <translation>Modell und Ordner</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56"/>
        <source>Put this request in the message box</source>
        <translation>Diese Anfrage ins Nachrichtenfeld übernehmen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73"/>
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  in {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28"/>
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>Zusammenfassung rückgängig gemacht: Die {n} früheren Nachrichten gehen wieder vollständig an das Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32"/>
        <source>Earlier conversation summarised</source>
        <translation>Frühere Unterhaltung zusammengefasst</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34"/>
        <source>Earlier conversation summarised on request</source>
        <translation>Frühere Unterhaltung auf Wunsch zusammengefasst</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36"/>
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} Nachrichten, etwa {before} → {after} Tokens.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84"/>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88"/>
        <source>Show summary</source>
        <translation>Zusammenfassung anzeigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="70"/>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="72"/>
        <source>waiting for your approval</source>
        <translation>wartet auf Ihre Genehmigung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="74"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="76"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="78"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="80"/>
        <source>denied</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="82"/>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="40"/>
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="121"/>
        <source>the file is no longer there</source>
        <translation>die Datei ist nicht mehr vorhanden</translation>
    </message>
    <message>
        <source>↻ Retried once after an error: {error}</source>
        <translation>↻ Nach einem Fehler einmal wiederholt: {error}</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retried %n times after an error: {error}</source>
        <translation>
            <numerusform>↻ Nach einem Fehler %n-mal wiederholt: {error}</numerusform>
            <numerusform>↻ Nach einem Fehler %n-mal wiederholt: {error}</numerusform>
        </translation>
    </message>
    <message>
        <source>Set one up</source>
        <translation>Jetzt einrichten</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>Ein Modell einrichten</translation>
    </message>
    <message>
        <source>Add an API key or choose a model on this computer</source>
        <translation>Einen API-Schlüssel hinzufügen oder ein Modell auf diesem Computer wählen</translation>
    </message>
    <message>
        <source>No model set up yet</source>
        <translation>Noch kein Modell eingerichtet</translation>
    </message>
    <message>
        <source>{model} needs an API key. Add one, or choose a model that runs on this computer.</source>
        <translation>{model} braucht einen API-Schlüssel. Fügen Sie einen hinzu oder wählen Sie ein Modell, das auf diesem Computer läuft.</translation>
    </message>
    <message>
        <source>Summarise the project</source>
        <translation>Projekt zusammenfassen</translation>
    </message>
    <message>
        <source>What this folder&apos;s project does</source>
        <translation>Was das Projekt in diesem Ordner tut</translation>
    </message>
    <message>
        <source>List the TODOs</source>
        <translation>TODOs auflisten</translation>
    </message>
    <message>
        <source>Every TODO comment, by file</source>
        <translation>Jeder TODO-Kommentar, nach Datei</translation>
    </message>
    <message>
        <source>Explain an error</source>
        <translation>Einen Fehler erklären</translation>
    </message>
    <message>
        <source>The log&apos;s last error, and its fix</source>
        <translation>Der letzte Fehler im Protokoll und seine Behebung</translation>
    </message>
    <message>
        <source>Read aloud (again to stop)</source>
        <translation>Vorlesen (erneut zum Beenden)</translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="74"/>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="84"/>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="85"/>
        <source>Remove {name}</source>
        <translation>{name} entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="98"/>
        <source>Attached file {name}</source>
        <translation>Angehängte Datei {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="108"/>
        <source>PDF · %n page(s)</source>
        <translation>
            <numerusform>PDF · %n Seite</numerusform>
            <numerusform>PDF · %n Seiten</numerusform>
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
        <translation>Etwas ist schiefgelaufen. Ihre Unterhaltungen sind gespeichert.

Sie können weiterarbeiten. Wenn das öfter passiert, starten Sie Desktop Agent neu. Die Details unten helfen, die Ursache zu finden; API-Schlüssel sind darin nicht enthalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53"/>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Show details</source>
        <translation>Details anzeigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56"/>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99"/>
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>(bisher %n Fehler)</numerusform>
            <numerusform>(bisher %n Fehler)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Hide details</source>
        <translation>Details ausblenden</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="90"/>
        <source>The server&apos;s message</source>
        <translation>Nachricht des Servers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="94"/>
        <source>The message is long: {n} more characters are not shown.</source>
        <translation>Die Nachricht ist lang: {n} weitere Zeichen werden nicht angezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="98"/>
        <source>Message cut</source>
        <translation>Nachricht gekürzt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="119"/>
        <source>Problem with {field}</source>
        <translation>Problem mit {field}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="128"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="138"/>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="176"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="178"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="181"/>
        <source>{what} from {low} to {high}</source>
        <translation>{what} von {low} bis {high}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="215"/>
        <source>Required</source>
        <translation>Pflichtfeld</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="226"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Anfrage des MCP-Servers „{server}“</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="233"/>
        <source>“{server}” asks for some information</source>
        <translation>„{server}“ bittet um einige Angaben</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="234"/>
        <source>Which server asks</source>
        <translation>Welcher Server fragt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="238"/>
        <source>Your answers go only to this server. Fields marked * are required.</source>
        <translation>Ihre Antworten gehen nur an diesen Server. Mit * markierte Felder sind Pflichtfelder.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="275"/>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="276"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="277"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="278"/>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="279"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="178"/>
        <source>The conversation is too long for {model}: the request is {asked} tokens and the model&apos;s context window holds {window}.</source>
        <translation>Die Unterhaltung ist zu lang für {model}: Die Anfrage umfasst {asked} Tokens, das Kontextfenster des Modells fasst {window}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="184"/>
        <source>The conversation is too long for {model}.</source>
        <translation>Die Unterhaltung ist zu lang für {model}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="186"/>
        <source>Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the chat profile (no tools), or start a new session.</source>
        <translation>Starten Sie den Server mit einem größeren Kontext (llama.cpp: --ctx-size 8192; Ollama: num_ctx), verwenden Sie das Profil „chat“ (ohne Tools) oder beginnen Sie eine neue Sitzung.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="192"/>
        <source>Start a new session, or pick a model with a larger context window.</source>
        <translation>Beginnen Sie eine neue Sitzung oder wählen Sie ein Modell mit größerem Kontextfenster.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="218"/>
        <source>{label} rejected the API key ({code}).</source>
        <translation>{label} hat den API-Schlüssel abgelehnt ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="219"/>
        <source>Check the key in Settings, or store a new one with `desktop-agent keys set`.</source>
        <translation>Prüfen Sie den Schlüssel in den Einstellungen oder speichern Sie mit `desktop-agent keys set` einen neuen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="224"/>
        <source>{label} has no model called {model}, or the endpoint address is wrong.</source>
        <translation>{label} hat kein Modell namens {model}, oder die Adresse des Endpunkts ist falsch.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="227"/>
        <source>Pick another model, or check the provider&apos;s base URL.</source>
        <translation>Wählen Sie ein anderes Modell oder prüfen Sie die Basis-URL des Anbieters.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="230"/>
        <source>{label} is rate limiting requests; it asks to wait {seconds} s.</source>
        <translation>{label} drosselt die Anfragen und bittet, {seconds} s zu warten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="232"/>
        <source>{label} is rate limiting requests.</source>
        <translation>{label} drosselt die Anfragen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="233"/>
        <source>Wait a moment and try again, or use a different model.</source>
        <translation>Warten Sie einen Moment und versuchen Sie es erneut, oder verwenden Sie ein anderes Modell.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="236"/>
        <source>Your {label} account has run out of quota or credit.</source>
        <translation>Ihr {label}-Konto hat kein Kontingent oder Guthaben mehr.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="237"/>
        <source>Check your plan and billing with the provider.</source>
        <translation>Prüfen Sie Ihren Tarif und die Abrechnung beim Anbieter.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="240"/>
        <source>{label} is overloaded right now.</source>
        <translation>{label} ist gerade überlastet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="241"/>
        <source>Try again in a minute.</source>
        <translation>Versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="244"/>
        <source>{label} had a server error ({code}).</source>
        <translation>Bei {label} ist ein Serverfehler aufgetreten ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="246"/>
        <source>{label} had a server error in the stream.</source>
        <translation>Bei {label} ist während der Übertragung ein Serverfehler aufgetreten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="247"/>
        <source>Try again; if it keeps happening, check the provider&apos;s status page.</source>
        <translation>Versuchen Sie es erneut; wenn das öfter passiert, prüfen Sie die Statusseite des Anbieters.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="252"/>
        <location filename="../../desktop_agent/providers/errors.py" line="327"/>
        <source>{label} took too long to answer.</source>
        <translation>{label} hat zu lange für die Antwort gebraucht.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="253"/>
        <location filename="../../desktop_agent/providers/errors.py" line="328"/>
        <source>Try again, or check your connection.</source>
        <translation>Versuchen Sie es erneut oder prüfen Sie Ihre Verbindung.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="256"/>
        <source>{label}&apos;s content filter blocked this request.</source>
        <translation>Der Inhaltsfilter von {label} hat diese Anfrage blockiert.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="257"/>
        <source>Rephrase the message.</source>
        <translation>Formulieren Sie die Nachricht um.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="260"/>
        <source>{label} refused the request ({code}).</source>
        <translation>{label} hat die Anfrage abgelehnt ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="262"/>
        <source>{label} refused the request.</source>
        <translation>{label} hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="263"/>
        <source>Check the model and settings; this may be a bug worth reporting.</source>
        <translation>Prüfen Sie Modell und Einstellungen; vielleicht ist das ein Fehler, den Sie melden sollten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="269"/>
        <source>{label} rejected the API key.</source>
        <translation>{label} hat den API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="278"/>
        <source>{label} returned an error.</source>
        <translation>{label} hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="279"/>
        <location filename="../../desktop_agent/providers/errors.py" line="335"/>
        <location filename="../../desktop_agent/providers/errors.py" line="388"/>
        <location filename="../../desktop_agent/providers/errors.py" line="404"/>
        <source>Try again.</source>
        <translation>Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="334"/>
        <location filename="../../desktop_agent/providers/errors.py" line="387"/>
        <source>The connection to {label} broke while the answer was streaming.</source>
        <translation>Die Verbindung zu {label} ist abgebrochen, während die Antwort übertragen wurde.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="342"/>
        <source>Nothing is answering at {where} — is the {server} running?</source>
        <translation>Unter {where} antwortet nichts — läuft {server}?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="343"/>
        <source>Start it, then try again.</source>
        <translation>Starten Sie ihn und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="350"/>
        <source>Could not reach {label} at {url}.</source>
        <translation>{label} war unter {url} nicht erreichbar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="351"/>
        <source>Check your internet connection, or that the local server is running.</source>
        <translation>Prüfen Sie Ihre Internetverbindung oder ob der lokale Server läuft.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="377"/>
        <source>{label} sent a malformed reply.</source>
        <translation>{label} hat eine fehlerhafte Antwort gesendet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="378"/>
        <source>Try again; if it keeps happening, the server may not be fully compatible.</source>
        <translation>Versuchen Sie es erneut; wenn das öfter passiert, ist der Server womöglich nicht voll kompatibel.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="394"/>
        <source>Something unexpected went wrong talking to {label}.</source>
        <translation>Bei der Kommunikation mit {label} ist etwas Unerwartetes schiefgelaufen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="395"/>
        <source>See the log for details.</source>
        <translation>Details finden Sie im Protokoll.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="403"/>
        <source>{label} closed the connection before the answer was complete.</source>
        <translation>{label} hat die Verbindung geschlossen, bevor die Antwort vollständig war.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="100"/>
        <source>This conversation needs about {needed} tokens with the {agent} agent&apos;s instructions and tools, and {model} takes {window}. Nothing was sent.</source>
        <translation>Diese Unterhaltung braucht mit den Anweisungen und Tools des Agenten {agent} etwa {needed} Tokens, {model} verarbeitet aber nur {window}. Es wurde nichts gesendet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="105"/>
        <source>Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>Verwenden Sie das Profil „plan“ (weniger Tools) oder „chat“ (ohne Tools), beginnen Sie eine neue Sitzung oder geben Sie dem Server einen größeren Kontext (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="114"/>
        <source>This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.</source>
        <translation>Diese Unterhaltung braucht etwa {needed} Tokens, {model} verarbeitet aber nur {window}. Es wurde nichts gesendet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="118"/>
        <source>Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>Beginnen Sie eine neue Sitzung oder geben Sie dem Server einen größeren Kontext (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="12"/>
        <source>This conversation is still loading.</source>
        <translation>Diese Unterhaltung wird noch geladen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="13"/>
        <source>Send again in a moment: the model needs the whole conversation.</source>
        <translation>Senden Sie gleich noch einmal: Das Modell braucht die ganze Unterhaltung.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="20"/>
        <source>This session is already answering.</source>
        <translation>In dieser Sitzung wird bereits geantwortet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="21"/>
        <source>Wait or stop it first.</source>
        <translation>Warten Sie, oder stoppen Sie die Antwort zuerst.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="28"/>
        <source>This session is answering in another window or terminal (since {since}).</source>
        <translation>Diese Sitzung antwortet gerade in einem anderen Fenster oder Terminal (seit {since}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="31"/>
        <source>Wait for that answer, or stop it there — or start a new session.</source>
        <translation>Warten Sie auf diese Antwort oder stoppen Sie sie dort — oder beginnen Sie eine neue Sitzung.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="39"/>
        <source>These instructions are {length} characters; a session&apos;s take at most {most}.</source>
        <translation>Diese Anweisungen haben {length} Zeichen; die einer Sitzung dürfen höchstens {most} haben.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="42"/>
        <source>Shorten them, or put the long part in a file in the workspace and ask the agent to read it.</source>
        <translation>Kürzen Sie sie, oder legen Sie den langen Teil in eine Datei im Arbeitsordner und bitten Sie den Agenten, sie zu lesen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="54"/>
        <source>That message is no longer part of this conversation.</source>
        <translation>Diese Nachricht gehört nicht mehr zu dieser Unterhaltung.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="55"/>
        <source>Open the session again and edit the message from there.</source>
        <translation>Öffnen Sie die Sitzung erneut und bearbeiten Sie die Nachricht dort.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="50"/>
        <source>Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached.</source>
        <translation>Anhängen lassen sich Bilder (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs und Textdateien.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="53"/>
        <source>{name} is not an image, a PDF or a text file, so it cannot be attached.</source>
        <translation>{name} ist weder ein Bild noch ein PDF noch eine Textdatei und kann daher nicht angehängt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="56"/>
        <source>{name} is empty, so there is nothing to attach.</source>
        <translation>{name} ist leer; es gibt nichts anzuhängen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="57"/>
        <source>Save a copy without the password (for example by printing it to PDF) and attach that.</source>
        <translation>Speichern Sie eine Kopie ohne Passwort (etwa durch Drucken als PDF) und hängen Sie diese an.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="60"/>
        <source>Attach only the pages that matter (save them as a new PDF).</source>
        <translation>Hängen Sie nur die wichtigen Seiten an (als neues PDF gespeichert).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="134"/>
        <source>{name} was not found; it may have been moved or deleted.</source>
        <translation>{name} wurde nicht gefunden; die Datei wurde vielleicht verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="143"/>
        <source>{name} is a folder; attach the files inside it one by one.</source>
        <translation>{name} ist ein Ordner; hängen Sie die Dateien darin einzeln an.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="206"/>
        <source>{name} is a HEIC or AVIF image, which cannot be read here.</source>
        <translation>{name} ist ein HEIC- oder AVIF-Bild, das hier nicht gelesen werden kann.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="207"/>
        <source>Save or export it as JPEG or PNG and attach that.</source>
        <translation>Speichern oder exportieren Sie es als JPEG oder PNG und hängen Sie diese Datei an.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="213"/>
        <source>{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached.</source>
        <translation>{name} sieht nach Text aus, ist aber nicht in UTF-8 oder UTF-16 kodiert und kann daher nicht angehängt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="216"/>
        <source>Save it as UTF-8 (most editors offer this under “Save as”) and attach it again.</source>
        <translation>Speichern Sie die Datei als UTF-8 (die meisten Editoren bieten das unter „Speichern unter“ an) und hängen Sie sie erneut an.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="232"/>
        <source>{name} is {size}; images can be attached up to {limit}.</source>
        <translation>{name} ist {size} groß; Bilder können bis {limit} angehängt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="233"/>
        <source>{name} is {size}; PDFs can be attached up to {limit}.</source>
        <translation>{name} ist {size} groß; PDFs können bis {limit} angehängt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="234"/>
        <source>{name} is {size}; text files can be attached up to {limit}.</source>
        <translation>{name} ist {size} groß; Textdateien können bis {limit} angehängt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="240"/>
        <source>Attach a smaller file, or only the part that matters.</source>
        <translation>Hängen Sie eine kleinere Datei an, oder nur den wichtigen Teil.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="257"/>
        <source>{name} cannot be read ({why}).</source>
        <translation>{name} kann nicht gelesen werden ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="263"/>
        <source>{name} is not a regular file (a device, pipe or socket), so it cannot be attached.</source>
        <translation>{name} ist keine normale Datei (sondern ein Gerät, eine Pipe oder ein Socket) und kann daher nicht angehängt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="327"/>
        <source>{name} has too many pixels to be opened safely (more than {most}).</source>
        <translation>{name} hat zu viele Pixel, um sicher geöffnet zu werden (mehr als {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="328"/>
        <source>Attach a smaller version of the image.</source>
        <translation>Hängen Sie eine kleinere Version des Bildes an.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="336"/>
        <source>{name} could not be read as an image; it may be damaged or incomplete.</source>
        <translation>{name} konnte nicht als Bild gelesen werden; die Datei ist vielleicht beschädigt oder unvollständig.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="413"/>
        <source>{name} cannot be made to fit in {limit} as an image.</source>
        <translation>{name} lässt sich als Bild nicht auf {limit} verkleinern.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="436"/>
        <source>{name} is protected by a password, so its text cannot be read.</source>
        <translation>{name} ist passwortgeschützt; der Text kann daher nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="443"/>
        <source>{name} is encrypted in a way that cannot be opened here, so its text cannot be read.</source>
        <translation>{name} ist auf eine Weise verschlüsselt, die hier nicht geöffnet werden kann; der Text kann daher nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="460"/>
        <source>{name} could not be read as a PDF; it may be damaged or incomplete.</source>
        <translation>{name} konnte nicht als PDF gelesen werden; die Datei ist vielleicht beschädigt oder unvollständig.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="468"/>
        <source>{name} has {count} pages; PDFs can be attached up to {most} pages.</source>
        <translation>{name} hat {count} Seiten; PDFs können mit bis zu {most} Seiten angehängt werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="490"/>
        <source>{name} has more text than can be sent at once (over {most} characters by page {page}).</source>
        <translation>{name} enthält mehr Text, als auf einmal gesendet werden kann (über {most} Zeichen bis Seite {page}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="503"/>
        <source>{name} has no text layer (a scan?), so there is nothing the model could read in it.</source>
        <translation>{name} hat keine Textebene (ein Scan?); das Modell könnte darin nichts lesen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="507"/>
        <source>Attach the pages as images instead, or run text recognition (OCR) on it first.</source>
        <translation>Hängen Sie die Seiten stattdessen als Bilder an, oder führen Sie zuerst eine Texterkennung (OCR) durch.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="34"/>
        <source>The disk holding the history ({folder}) is full; recent messages are kept in memory.</source>
        <translation>Der Datenträger mit dem Verlauf ({folder}) ist voll; neue Nachrichten werden im Arbeitsspeicher gehalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="38"/>
        <source>Free some space; they are saved as soon as there is room.</source>
        <translation>Geben Sie Speicherplatz frei; sie werden gespeichert, sobald wieder Platz ist.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="44"/>
        <source>The history database is busy in another program.</source>
        <translation>Die Verlaufsdatenbank wird gerade von einem anderen Programm verwendet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="45"/>
        <source>Close other copies of Desktop Agent; saving resumes by itself.</source>
        <translation>Schließen Sie andere Instanzen von Desktop Agent; das Speichern wird von selbst fortgesetzt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="50"/>
        <source>The history database at {path} cannot be written.</source>
        <translation>In die Verlaufsdatenbank unter {path} kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="51"/>
        <source>Check the folder&apos;s permissions; messages are kept in memory meanwhile.</source>
        <translation>Prüfen Sie die Berechtigungen des Ordners; bis dahin werden Nachrichten im Arbeitsspeicher gehalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="59"/>
        <source>The history database at {path} is damaged.</source>
        <translation>Die Verlaufsdatenbank unter {path} ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="60"/>
        <source>Restart Desktop Agent.</source>
        <translation>Starten Sie Desktop Agent neu.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/domain/errors.py" line="17"/>
        <source>The server said: {said}</source>
        <translation>Der Server meldete: {said}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a knowledge base name.</source>
        <translation>„{name}“ ist kein gültiger Name für eine Wissensdatenbank.</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (at most 64).</source>
        <translation>Verwenden Sie Buchstaben, Ziffern, „-“, „_“ und „.“ (höchstens 64).</translation>
    </message>
    <message>
        <source>There is no knowledge base &apos;{name}&apos;.</source>
        <translation>Es gibt keine Wissensdatenbank „{name}“.</translation>
    </message>
    <message>
        <source>See them with `desktop-agent kb list`; make one with `kb create NAME`.</source>
        <translation>Anzeigen mit `desktop-agent kb list`; anlegen mit `kb create NAME`.</translation>
    </message>
    <message>
        <source>The knowledge base &apos;{name}&apos; exists already.</source>
        <translation>Die Wissensdatenbank „{name}“ gibt es schon.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} existiert nicht.</translation>
    </message>
    <message>
        <source>{path} holds the app&apos;s own folder {own}: it is never indexed.</source>
        <translation>{path} enthält den eigenen Ordner der App {own}: Er wird nie indiziert.</translation>
    </message>
    <message>
        <source>{path} is not a source of &apos;{name}&apos;.</source>
        <translation>{path} ist keine Quelle von „{name}“.</translation>
    </message>
    <message>
        <source>See them with `kb status NAME`.</source>
        <translation>Anzeigen mit `kb status NAME`.</translation>
    </message>
    <message>
        <source>Indexing &apos;{name}&apos; stopped: {reason}.</source>
        <translation>Die Indizierung von „{name}“ wurde angehalten: {reason}.</translation>
    </message>
    <message>
        <source>Try Re-index; the log has the details.</source>
        <translation>Versuchen Sie „Neu indizieren“; Details stehen im Protokoll.</translation>
    </message>
    <message>
        <source>Make one on the Knowledge page or with `kb create NAME`.</source>
        <translation>Legen Sie eine auf der Seite „Wissensdatenbanken“ oder mit `kb create NAME` an.</translation>
    </message>
    <message>
        <source>Say what to look for as well as the base&apos;s name.</source>
        <translation>Geben Sie außer dem Namen der Wissensdatenbank auch an, wonach gesucht werden soll.</translation>
    </message>
    <message>
        <source>The transcription endpoint&apos;s address {url} is not valid.</source>
        <translation>Die Adresse {url} des Transkriptions-Endpunkts ist ungültig.</translation>
    </message>
    <message>
        <source>Correct the provider&apos;s address in Settings › Providers.</source>
        <translation>Korrigieren Sie die Adresse des Anbieters unter Einstellungen › Anbieter.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} did not answer in {seconds} s.</source>
        <translation>Der Transkriptions-Endpunkt {host} hat nicht innerhalb von {seconds} s geantwortet.</translation>
    </message>
    <message>
        <source>Try again, or use the local model in Settings › Voice.</source>
        <translation>Versuchen Sie es erneut, oder verwenden Sie das lokale Modell unter Einstellungen › Stimme.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} cannot be reached.</source>
        <translation>Der Transkriptions-Endpunkt {host} ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s address and your connection.</source>
        <translation>Überprüfen Sie die Adresse des Anbieters und Ihre Verbindung.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} refused the API key.</source>
        <translation>Der Transkriptions-Endpunkt {host} hat den API-Schlüssel abgelehnt.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s key in Settings › Providers.</source>
        <translation>Überprüfen Sie den Schlüssel des Anbieters unter Einstellungen › Anbieter.</translation>
    </message>
    <message>
        <source>{host} has no transcription model {model} (or no such route).</source>
        <translation>{host} bietet kein Transkriptionsmodell {model} (oder keinen solchen Pfad).</translation>
    </message>
    <message>
        <source>Choose another model or provider in Settings › Voice.</source>
        <translation>Wählen Sie unter Einstellungen › Stimme ein anderes Modell oder einen anderen Anbieter.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} is busy (too many requests).</source>
        <translation>Der Transkriptions-Endpunkt {host} ist ausgelastet (zu viele Anfragen).</translation>
    </message>
    <message>
        <source>Wait a moment and try again.</source>
        <translation>Warten Sie einen Moment, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} answered with error {code}.</source>
        <translation>Der Transkriptions-Endpunkt {host} hat mit dem Fehler {code} geantwortet.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} sent no transcript.</source>
        <translation>Der Transkriptions-Endpunkt {host} hat kein Transkript gesendet.</translation>
    </message>
    <message>
        <source>Check that the provider offers OpenAI-compatible transcriptions.</source>
        <translation>Prüfen Sie, ob der Anbieter OpenAI-kompatible Transkriptionen anbietet.</translation>
    </message>
    <message>
        <source>{name} cannot be read as a WAV file: {why}.</source>
        <translation>{name} kann nicht als WAV-Datei gelesen werden: {why}.</translation>
    </message>
    <message>
        <source>Record or convert it to WAV (PCM or float, any rate) and try again.</source>
        <translation>Nehmen Sie die Datei als WAV auf oder wandeln Sie sie in WAV um (PCM oder Gleitkomma, beliebige Abtastrate), und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Die Datei {path} existiert nicht.</translation>
    </message>
    <message>
        <source>No microphone was found.</source>
        <translation>Es wurde kein Mikrofon gefunden.</translation>
    </message>
    <message>
        <source>Connect a microphone (and allow the app to use it), then try again.</source>
        <translation>Schließen Sie ein Mikrofon an (und erlauben Sie der App, es zu verwenden), und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>No loudspeaker or headphones were found to play the voice.</source>
        <translation>Es wurden keine Lautsprecher oder Kopfhörer zur Wiedergabe der Stimme gefunden.</translation>
    </message>
    <message>
        <source>Connect one and try again, or read answers with the system&apos;s voice.</source>
        <translation>Schließen Sie ein Gerät an und versuchen Sie es erneut, oder lassen Sie Antworten mit der Systemstimme vorlesen.</translation>
    </message>
    <message>
        <source>The microphone could not be opened: {why}.</source>
        <translation>Das Mikrofon konnte nicht geöffnet werden: {why}.</translation>
    </message>
    <message>
        <source>Check that no other program holds it, then try again.</source>
        <translation>Prüfen Sie, ob ein anderes Programm es belegt, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Check that Windows PowerShell is installed.</source>
        <translation>Prüfen Sie, ob Windows PowerShell installiert ist.</translation>
    </message>
    <message>
        <source>The `say` command of macOS is missing from this system.</source>
        <translation>Der macOS-Befehl `say` fehlt auf diesem System.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher or espeak-ng to hear answers read aloud.</source>
        <translation>Installieren Sie speech-dispatcher oder espeak-ng, um sich Antworten vorlesen zu lassen.</translation>
    </message>
    <message>
        <source>No voice was found on this system.</source>
        <translation>Auf diesem System wurde keine Stimme gefunden.</translation>
    </message>
    <message>
        <source>The answer could not be read aloud.</source>
        <translation>Die Antwort konnte nicht vorgelesen werden.</translation>
    </message>
    <message>
        <source>The system&apos;s voice ({program}) could not read the answer.</source>
        <translation>Die Systemstimme ({program}) konnte die Antwort nicht vorlesen.</translation>
    </message>
    <message>
        <source>Check that sound works, or choose another voice in Settings › Voice.</source>
        <translation>Prüfen Sie, ob der Ton funktioniert, oder wählen Sie unter Einstellungen › Stimme eine andere Stimme.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} took too long to answer.</source>
        <translation>Der Sprachausgabe-Endpunkt {url} hat zu lange für die Antwort gebraucht.</translation>
    </message>
    <message>
        <source>Try again, or read answers with the system&apos;s voice.</source>
        <translation>Versuchen Sie es erneut, oder lassen Sie Antworten mit der Systemstimme vorlesen.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} could not be reached.</source>
        <translation>Der Sprachausgabe-Endpunkt {url} war nicht erreichbar.</translation>
    </message>
    <message>
        <source>Check its address in Settings › Providers, and your connection.</source>
        <translation>Überprüfen Sie seine Adresse unter Einstellungen › Anbieter sowie Ihre Verbindung.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} rejected the API key ({code}).</source>
        <translation>Der Sprachausgabe-Endpunkt {url} hat den API-Schlüssel abgelehnt ({code}).</translation>
    </message>
    <message>
        <source>The speech endpoint {url} refused to read the answer ({code}).</source>
        <translation>Der Sprachausgabe-Endpunkt {url} hat das Vorlesen der Antwort verweigert ({code}).</translation>
    </message>
    <message>
        <source>Check the speech model and voice in Settings › Voice, or use the system&apos;s voice.</source>
        <translation>Überprüfen Sie Sprachausgabemodell und Stimme unter Einstellungen › Stimme, oder verwenden Sie die Systemstimme.</translation>
    </message>
    <message>
        <source>The speech-to-text model is not downloaded yet.</source>
        <translation>Das Spracherkennungsmodell ist noch nicht heruntergeladen.</translation>
    </message>
    <message>
        <source>The speech-to-text model could not be downloaded: {why}.</source>
        <translation>Das Spracherkennungsmodell konnte nicht heruntergeladen werden: {why}.</translation>
    </message>
    <message>
        <source>Check your connection and try again.</source>
        <translation>Überprüfen Sie Ihre Verbindung und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The speech-to-text model in {folder} did not load.</source>
        <translation>Das Spracherkennungsmodell in {folder} konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>Delete that folder and download the model again.</source>
        <translation>Löschen Sie diesen Ordner, und laden Sie das Modell erneut herunter.</translation>
    </message>
    <message>
        <source>The local speech model knows English only, not {language}.</source>
        <translation>Das lokale Spracherkennungsmodell versteht nur Englisch, nicht {language}.</translation>
    </message>
    <message>
        <source>For other languages, choose an endpoint in Settings › Voice.</source>
        <translation>Für andere Sprachen wählen Sie einen Endpunkt unter Einstellungen › Stimme.</translation>
    </message>
    <message>
        <source>Download it first ({megabytes} MB, once).</source>
        <translation>Laden Sie es zuerst herunter ({megabytes} MB, einmalig).</translation>
    </message>
    <message>
        <source>No API key is stored for {provider} (the endpoint).</source>
        <translation>Für {provider} (den Endpunkt) ist kein API-Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>Add it in Settings › Providers or: desktop-agent keys set {provider}</source>
        <translation>Fügen Sie ihn unter Einstellungen › Anbieter hinzu oder mit: desktop-agent keys set {provider}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="25"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="26"/>
        <source>Find in conversation</source>
        <translation>In der Unterhaltung suchen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29"/>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35"/>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37"/>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138"/>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142"/>
        <source>{n} of {m}</source>
        <translation>{n} von {m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Left out (over the cap, least recently used): {n}</source>
        <translation>Weggelassen (über der Grenze, am längsten nicht verwendet): {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="49"/>
        <source>Instructions for this session</source>
        <translation>Anweisungen für diese Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="53"/>
        <source>Sent with every message of this session, after the profile&apos;s instructions. For example: the language to answer in, the project&apos;s conventions, what to leave alone.</source>
        <translation>Wird mit jeder Nachricht dieser Sitzung gesendet, nach den Anweisungen des Profils. Zum Beispiel: die Sprache der Antworten, die Konventionen des Projekts, was unangetastet bleiben soll.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59"/>
        <source>Session instructions</source>
        <translation>Sitzungsanweisungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="60"/>
        <source>Answer in British English. Keep answers short.</source>
        <translation>Antworte auf Deutsch. Halte die Antworten kurz.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="63"/>
        <source>What the model is sent</source>
        <translation>Was das Modell erhält</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="67"/>
        <source>Prompt size</source>
        <translation>Prompt-Größe</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="70"/>
        <source>Instructions message</source>
        <translation>Meldung zu den Anweisungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="75"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="82"/>
        <source>What the model is sent with each message</source>
        <translation>Was das Modell mit jeder Nachricht erhält</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="108"/>
        <source>{title} · about {n} tokens</source>
        <translation>{title} · etwa {n} Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="114"/>
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>Tools ({count}): {names} · etwa {n} Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="118"/>
        <source>No tools: this profile answers in words only.</source>
        <translation>Keine Tools: Dieses Profil antwortet nur mit Text.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="128"/>
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>Etwa {system} Tokens für Anweisungen und {tools} für Tools, dazu {conversation} für die bisherige Unterhaltung (geschätzt mit vier Zeichen pro Token).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="133"/>
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>Etwa {system} Tokens für Anweisungen und {tools} für Tools, noch ohne Unterhaltung (geschätzt mit vier Zeichen pro Token).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="138"/>
        <source>The model takes {window}.</source>
        <translation>Das Kontextfenster des Modells fasst {window} Tokens.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="140"/>
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>Wegen des kleinen Fensters erhält es die kompakten Anweisungen und Tool-Beschreibungen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="142"/>
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>Die letzte Anfrage brauchte laut Anbieter {n} Eingabe-Tokens.</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="175"/>
        <source>API key for {provider}</source>
        <translation>API-Schlüssel für {provider}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="178"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation>Der Schlüssel wird im Schlüsselbund Ihres Systems gespeichert, nie in der Einstellungsdatei.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="184"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93"/>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="94"/>
        <source>Paste the API key</source>
        <translation>API-Schlüssel einfügen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96"/>
        <source>Save key</source>
        <translation>Schlüssel speichern</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="97"/>
        <source>Save the API key</source>
        <translation>API-Schlüssel speichern</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="104"/>
        <source>API key message</source>
        <translation>Meldung zum API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="122"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="150"/>
        <source>Type or paste the key first.</source>
        <translation>Geben Sie zuerst den Schlüssel ein oder fügen Sie ihn ein.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="125"/>
        <source>Saving the key…</source>
        <translation>Schlüssel wird gespeichert…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="144"/>
        <source>The key is saved in your keyring.</source>
        <translation>Der Schlüssel ist in Ihrem Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="156"/>
        <source>The key is kept for this run only.</source>
        <translation>Der Schlüssel wird nur bis zum Beenden der App behalten.</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="54"/>
        <source>Keyring problem</source>
        <translation>Problem mit dem Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="56"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Schlüssel konnte in keinem Schlüsselbund gespeichert werden&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62"/>
        <source>Keep for this run only</source>
        <translation>Nur bis zum Beenden behalten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="63"/>
        <source>Keep the key for this run only</source>
        <translation>Schlüssel nur bis zum Beenden behalten</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12"/>
        <source>Set</source>
        <translation>Hinterlegt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13"/>
        <source>Set for this run</source>
        <translation>Bis zum Beenden hinterlegt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14"/>
        <source>Not set</source>
        <translation>Nicht hinterlegt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15"/>
        <source>Not set (keyring unavailable)</source>
        <translation>Nicht hinterlegt (Schlüsselbund nicht verfügbar)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;So beheben Sie das:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; Installieren Sie GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) oder KWallet und melden Sie sich ab und wieder an, oder entsperren Sie den Schlüsselbund in „Passwörter und Verschlüsselung“ (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; Öffnen Sie die Schlüsselbundverwaltung und prüfen Sie, ob Ihr Anmeldeschlüsselbund entsperrt ist.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; Die Anmeldeinformationsverwaltung braucht ein normales Benutzerkonto (kein Gastkonto).&lt;/p&gt;&lt;p&gt;Sie können den Schlüssel auch &lt;b&gt;nur bis zum Beenden&lt;/b&gt; behalten: Er bleibt im Arbeitsspeicher, wird nie auf die Festplatte geschrieben und ist vergessen, sobald Sie die App beenden.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Memory…</source>
        <translation>&amp;Gedächtnis…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="80"/>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="310"/>
        <source>Quit Desktop Agent?</source>
        <translation>Desktop Agent beenden?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="311"/>
        <source>An answer is still being written.</source>
        <translation>Eine Antwort wird noch geschrieben.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="313"/>
        <source>{n} answers are still being written.</source>
        <translation>{n} Antworten werden noch geschrieben.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="317"/>
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>Beenden stoppt sie; was bisher geschrieben wurde, bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="318"/>
        <source>Stop and quit</source>
        <translation>Stoppen und beenden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="319"/>
        <source>Keep working</source>
        <translation>Weiterarbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="381"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="29"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="30"/>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="480"/>
        <source>Send now</source>
        <translation>Jetzt senden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481"/>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="482"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="501"/>
        <source>A file is still being read: send when its chip is ready.</source>
        <translation>Eine Datei wird noch gelesen: Senden Sie, sobald sie bereit ist.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="562"/>
        <source>That file is no longer there.</source>
        <translation>Diese Datei ist nicht mehr vorhanden.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31"/>
        <source>New session (Ctrl+N)</source>
        <translation>Neue Sitzung (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33"/>
        <source>Search sessions</source>
        <translation>Sitzungen durchsuchen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation>Sitzungen durchsuchen (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="85"/>
        <source>Editing a sent message</source>
        <translation>Bearbeitung einer gesendeten Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89"/>
        <source>Queued message</source>
        <translation>Nachricht in der Warteschlange</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="95"/>
        <source>Message input</source>
        <translation>Nachrichteneingabe</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96"/>
        <source>Message Desktop Agent…</source>
        <translation>Nachricht an Desktop Agent…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98"/>
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Enter sendet, Shift+Enter fügt eine Zeile ein, Pfeil nach oben bearbeitet die letzte Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105"/>
        <location filename="../../desktop_agent/ui/composer.py" line="106"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="107"/>
        <location filename="../../desktop_agent/ui/composer.py" line="251"/>
        <source>Send (Enter)</source>
        <translation>Senden (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="108"/>
        <location filename="../../desktop_agent/ui/composer.py" line="109"/>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="110"/>
        <source>Stop (Esc)</source>
        <translation>Stoppen (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="115"/>
        <source>Tools for this message</source>
        <translation>Tools für diese Nachricht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="117"/>
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>Tools für die nächste Nachricht: „Auto“ sendet einen reinen Gruß oder Dank ohne Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="122"/>
        <source>Tools: auto</source>
        <translation>Tools: Auto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="123"/>
        <source>Tools: on</source>
        <translation>Tools: an</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="124"/>
        <source>Tools: off</source>
        <translation>Tools: aus</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="128"/>
        <source>Attach files</source>
        <translation>Dateien anhängen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="130"/>
        <source>Attach images, PDFs or text files (or drop them here, or paste a screenshot)</source>
        <translation>Bilder, PDFs oder Textdateien anhängen (oder hier ablegen oder einen Screenshot einfügen)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="249"/>
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>Einreihen: wird gesendet, wenn diese Antwort fertig ist (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="263"/>
        <source>Queued — sends when this answer ends:</source>
        <translation>Eingereiht — wird gesendet, wenn diese Antwort fertig ist:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="131"/>
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Still starting…</source>
        <translation>Wird noch gestartet…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Try again in a moment.</source>
        <translation>Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37"/>
        <source>&amp;New session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41"/>
        <source>&amp;Usage…</source>
        <translation>&amp;Verbrauch…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44"/>
        <source>&amp;Search sessions</source>
        <translation>Sitzungen &amp;durchsuchen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45"/>
        <source>&amp;Find in conversation</source>
        <translation>&amp;In der Unterhaltung suchen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48"/>
        <source>&amp;Focus the message input</source>
        <translation>&amp;Zum Nachrichtenfeld wechseln</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52"/>
        <source>&amp;Edit the last message</source>
        <translation>Letzte Nachricht &amp;bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56"/>
        <source>&amp;Copy the last answer</source>
        <translation>Letzte Antwort &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Session</source>
        <translation>&amp;Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59"/>
        <source>S&amp;top</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61"/>
        <source>&amp;Regenerate the last answer</source>
        <translation>Letzte Antwort &amp;neu erzeugen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63"/>
        <source>&amp;Next session</source>
        <translation>Nä&amp;chste Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67"/>
        <source>&amp;Previous session</source>
        <translation>&amp;Vorherige Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71"/>
        <source>Re&amp;name…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72"/>
        <source>&amp;Compact now</source>
        <translation>Jetzt &amp;zusammenfassen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74"/>
        <source>R&amp;esources</source>
        <translation>Ress&amp;ourcen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="78"/>
        <source>&amp;Permissions…</source>
        <translation>&amp;Berechtigungen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="113"/>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="81"/>
        <source>&amp;About Desktop Agent</source>
        <translation>&amp;Über Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="87"/>
        <source>About Desktop Agent</source>
        <translation>Über Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="88"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chatten Sie mit einem Modell, das mit Ihrer Genehmigung auf Ihrem Computer handeln kann. Ihr Verlauf bleibt auf diesem Computer, Ihre Schlüssel bleiben im Schlüsselbund des Systems.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="534"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="236"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>Gesendete Nachricht bearbeiten: Enter sendet sie erneut, Esc bricht ab. Die Unterhaltung danach bleibt als frühere Version erhalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="512"/>
        <source>Copied to the clipboard</source>
        <translation>In die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Wissensdatenbanken…</translation>
    </message>
    <message>
        <source>New &amp;project…</source>
        <translation>Neues &amp;Projekt…</translation>
    </message>
    <message>
        <source>Sc&amp;hedules…</source>
        <translation>&amp;Zeitpläne…</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>Sitzungsliste</translation>
    </message>
    <message>
        <source>Show or hide the session &amp;list</source>
        <translation>Sitzungs&amp;liste ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Hide the session list (Ctrl+B)</source>
        <translation>Sitzungsliste ausblenden (Strg+B)</translation>
    </message>
    <message>
        <source>Show the session list (Ctrl+B)</source>
        <translation>Sitzungsliste einblenden (Strg+B)</translation>
    </message>
</context>
<context>
    <name>McpSending</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="132"/>
        <source>Asking for the prompt {name}…</source>
        <translation>Prompt {name} wird abgerufen …</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="156"/>
        <source>Reading the resources this message names…</source>
        <translation>Die in dieser Nachricht genannten Ressourcen werden gelesen …</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86"/>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="87"/>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="89"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Disable</source>
        <translation>Deaktivieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="90"/>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91"/>
        <source>Sign in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="94"/>
        <source>Import from Claude Desktop</source>
        <translation>Aus Claude Desktop importieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="97"/>
        <source>Choose a file…</source>
        <translation>Datei auswählen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="121"/>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="122"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="226"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation>Noch keine MCP-Server. Fügen Sie einen hinzu oder importieren Sie die von Claude Desktop.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Enable</source>
        <translation>Aktivieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="257"/>
        <source>(nothing on stderr yet)</source>
        <translation>(noch nichts auf stderr)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="315"/>
        <source>Starting {name}…</source>
        <translation>{name} wird gestartet…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="355"/>
        <source>Finish signing in to {name} in your browser; this page waits for it.</source>
        <translation>Schließen Sie die Anmeldung bei {name} in Ihrem Browser ab; diese Seite wartet darauf.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="360"/>
        <source>Open this address in your browser to sign in: {url}</source>
        <translation>Öffnen Sie diese Adresse in Ihrem Browser, um sich anzumelden: {url}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="370"/>
        <source>Signed in to {name}.</source>
        <translation>Bei {name} angemeldet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="400"/>
        <source>Import MCP servers</source>
        <translation>MCP-Server importieren</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Nach Updates suchen</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Browse</source>
        <translation>Durchsuchen</translation>
    </message>
    <message>
        <source>Install from file…</source>
        <translation>Aus Datei installieren…</translation>
    </message>
    <message>
        <source>Install an MCP Bundle</source>
        <translation>Ein MCP Bundle installieren</translation>
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
        <translation>Profile und Skills</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="161"/>
        <source>Use this folder&apos;s skills</source>
        <translation>Skills dieses Ordners verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="166"/>
        <source>resources of this MCP server</source>
        <translation>Ressourcen dieses MCP-Servers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="245"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>Die Adresse dieser Ressource enthält versteckte Zeichen: Sie kann in keiner Nachricht genannt werden.</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="37"/>
        <source>Permissions</source>
        <translation>Berechtigungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="43"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>Ihre gespeicherten Genehmigungen. Nach dem Widerrufen wird beim nächsten solchen Aufruf wieder gefragt. Regeln aus settings.json sind hier nicht aufgeführt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation>Nur die Genehmigungen dieser Sitzung und die, die immer gelten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="50"/>
        <source>Only this session</source>
        <translation>Nur diese Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="56"/>
        <source>Saved approvals</source>
        <translation>Gespeicherte Genehmigungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66"/>
        <source>&amp;Revoke</source>
        <translation>&amp;Widerrufen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="67"/>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="99"/>
        <source>No saved approvals.</source>
        <translation>Keine gespeicherten Genehmigungen.</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50"/>
        <source>Agent profiles</source>
        <translation>Agentenprofile</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51"/>
        <source>Add profile…</source>
        <translation>Profil hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52"/>
        <source>Add a profile</source>
        <translation>Ein Profil hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54"/>
        <source>Remove this profile</source>
        <translation>Dieses Profil entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63"/>
        <source>System prompt</source>
        <translation>Systemprompt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66"/>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67"/>
        <source>All tools (asks before changes)</source>
        <translation>Alle Tools (fragt vor Änderungen)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68"/>
        <source>Read-only tools</source>
        <translation>Nur lesende Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69"/>
        <source>No tools</source>
        <translation>Keine Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71"/>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>The model&apos;s default</source>
        <translation>Standard des Modells</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>Temperature problem</source>
        <translation>Problem mit der Temperatur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77"/>
        <source>Maximum tokens per answer</source>
        <translation>Maximale Tokens pro Antwort</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78"/>
        <source>Let the model think before answering (when it can)</source>
        <translation>Modell vor der Antwort nachdenken lassen (wenn es das kann)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="80"/>
        <source>Thinking</source>
        <translation>Nachdenken</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking budget in tokens</source>
        <translation>Denkbudget in Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87"/>
        <source>Step cap</source>
        <translation>Schrittlimit</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>The most model calls one message may lead to</source>
        <translation>Höchstzahl an Modellaufrufen, die eine Nachricht auslösen darf</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>System prompt:</source>
        <translation>Systemprompt:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93"/>
        <source>Tools:</source>
        <translation>Tools:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="94"/>
        <source>Temperature:</source>
        <translation>Temperatur:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>Max tokens:</source>
        <translation>Max. Tokens:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Thinking budget:</source>
        <translation>Denkbudget:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99"/>
        <source>Step cap:</source>
        <translation>Schrittlimit:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="100"/>
        <source>Send greetings and thank-yous without tools</source>
        <translation>Grüße und Danksagungen ohne Tools senden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="104"/>
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye (&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;); &quot;ok&quot;, &quot;yes&quot; or &quot;go ahead&quot; always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer&apos;s Tools switch decides per message.</source>
        <translation>Nur eine Nachricht, die nichts als ein Gruß, ein Dank oder ein Abschied ist („hi“, „danke!“, „great, thank you“); „ok“, „ja“ oder „mach weiter“ behalten immer die Tools. Schneller und günstiger, vor allem mit einem Modell auf diesem Computer. Der Tools-Schalter im Eingabefeld entscheidet pro Nachricht.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="109"/>
        <source>Small talk without tools</source>
        <translation>Smalltalk ohne Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="127"/>
        <source>{name} (custom)</source>
        <translation>{name} (eigenes)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation>Geben Sie eine Zahl von 0 bis 2 ein, oder lassen Sie das Feld leer für den Standard des Modells.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="172"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation>Die Temperatur muss zwischen 0 und 2 liegen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>Name (Kleinbuchstaben, Ziffern, - oder _):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>Verwenden Sie Kleinbuchstaben, Ziffern, - oder _ (höchstens 40).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212"/>
        <source>There is already a profile called {name}.</source>
        <translation>Es gibt bereits ein Profil namens {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="214"/>
        <source>Fix the highlighted value first.</source>
        <translation>Korrigieren Sie zuerst den markierten Wert.</translation>
    </message>
</context>
<context>
    <name>PromptForm</name>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="45"/>
        <source>Prompt /{name}</source>
        <translation>Prompt /{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="75"/>
        <source>* required</source>
        <translation>* erforderlich</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="79"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="51"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Geben Sie eine vollständige Adresse ein, die mit http:// oder https:// beginnt, z. B. http://127.0.0.1:8000/v1.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="56"/>
        <source>The address must not contain spaces.</source>
        <translation>Die Adresse darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95"/>
        <source>Providers</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96"/>
        <source>Add endpoint…</source>
        <translation>Endpunkt hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>Eigenen OpenAI-kompatiblen Endpunkt hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="99"/>
        <source>Remove this custom endpoint</source>
        <translation>Diesen eigenen Endpunkt entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108"/>
        <source>Endpoint name</source>
        <translation>Name des Endpunkts</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="109"/>
        <source>Endpoint name problem</source>
        <translation>Problem mit dem Namen des Endpunkts</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111"/>
        <source>Base URL</source>
        <translation>Basis-URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="112"/>
        <source>Base URL problem</source>
        <translation>Problem mit der Basis-URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115"/>
        <source>Provider&apos;s default model</source>
        <translation>Standardmodell des Anbieters</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="116"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="117"/>
        <source>This endpoint needs an API key</source>
        <translation>Dieser Endpunkt braucht einen API-Schlüssel</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <source>API key status</source>
        <translation>Status des API-Schlüssels</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120"/>
        <source>Set…</source>
        <translation>Festlegen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="121"/>
        <source>Set the API key</source>
        <translation>API-Schlüssel festlegen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="123"/>
        <source>Remove the API key</source>
        <translation>API-Schlüssel entfernen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="128"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="129"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="454"/>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="132"/>
        <source>Connection test result</source>
        <translation>Ergebnis des Verbindungstests</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="137"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="139"/>
        <source>Base URL:</source>
        <translation>Basis-URL:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="141"/>
        <source>Default model:</source>
        <translation>Standardmodell:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="143"/>
        <source>API key:</source>
        <translation>API-Schlüssel:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="160"/>
        <source>Use by default</source>
        <translation>Standardmäßig verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="162"/>
        <source>Default provider</source>
        <translation>Standardanbieter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="165"/>
        <source>Default model</source>
        <translation>Standardmodell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167"/>
        <source>Provider:</source>
        <translation>Anbieter:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="168"/>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="170"/>
        <source>Give up on a silent answer after</source>
        <translation>Ausbleibende Antwort abbrechen nach</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="172"/>
        <source>Silent answer limit, cloud providers</source>
        <translation>Wartezeit bei ausbleibender Antwort, Cloud-Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="174"/>
        <source>Silent answer limit, servers on this machine</source>
        <translation>Wartezeit bei ausbleibender Antwort, Server auf diesem Rechner</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177"/>
        <source>Cloud providers:</source>
        <translation>Cloud-Anbieter:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="178"/>
        <source>Servers on this machine:</source>
        <translation>Server auf diesem Rechner:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="180"/>
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>Ein lokales Modell kann minutenlang an einer langen Unterhaltung lesen, bevor das erste Wort kommt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="219"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="242"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="335"/>
        <source>{name} (custom)</source>
        <translation>{name} (eigener)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="345"/>
        <source>My endpoint {n}</source>
        <translation>Mein Endpunkt {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="385"/>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="389"/>
        <source>Not set (not needed)</source>
        <translation>Nicht hinterlegt (nicht nötig)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="430"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation>Geben Sie zuerst die Adresse des Endpunkts ein.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="439"/>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="441"/>
        <source>Connecting to {url}…</source>
        <translation>Verbindung zu {url} wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="458"/>
        <source>Connected, but the server lists no models.</source>
        <translation>Verbunden, aber der Server nennt keine Modelle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="461"/>
        <source>Connected: {count} models ({models}).</source>
        <translation>Verbunden: {count} Modelle ({models}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="490"/>
        <source>Give the endpoint a name.</source>
        <translation>Geben Sie dem Endpunkt einen Namen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="494"/>
        <source>Enter the endpoint&apos;s address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Geben Sie die Adresse des Endpunkts ein, z. B. http://127.0.0.1:8000/v1.</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26"/>
        <source>The assistant asks</source>
        <translation>Der Assistent fragt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49"/>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Or type another answer…</source>
        <translation>Oder eine andere Antwort eingeben…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Your answer…</source>
        <translation>Ihre Antwort…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58"/>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59"/>
        <source>Don&apos;t answer</source>
        <translation>Nicht antworten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60"/>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61"/>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
</context>
<context>
    <name>ResourcesPanel</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="81"/>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="91"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="92"/>
        <source>Filter resources</source>
        <translation>Ressourcen filtern</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="96"/>
        <source>MCP resources</source>
        <translation>MCP-Ressourcen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="108"/>
        <source>Attach</source>
        <translation>Anhängen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="110"/>
        <source>Name the resource in the message: it is read and sent with it</source>
        <translation>Die Ressource in der Nachricht nennen: Sie wird gelesen und mitgesendet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="130"/>
        <source>Asking the servers…</source>
        <translation>Die Server werden gefragt …</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="133"/>
        <source>No connected MCP server offers resources.</source>
        <translation>Kein verbundener MCP-Server bietet Ressourcen an.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="156"/>
        <source>{name} (template)</source>
        <translation>{name} (Vorlage)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="163"/>
        <source>No resources</source>
        <translation>Keine Ressourcen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="211"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>Die Adresse dieser Ressource enthält versteckte Zeichen: Sie kann in keiner Nachricht genannt werden.</translation>
    </message>
</context>
<context>
    <name>SamplingDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="44"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Anfrage des MCP-Servers „{server}“</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="52"/>
        <source>“{server}” asks your model to answer</source>
        <translation>„{server}“ bittet Ihr Modell um eine Antwort</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="53"/>
        <source>Which server asks</source>
        <translation>Welcher Server fragt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="58"/>
        <source>These messages are sent to the model only if you approve, and its answer goes back to the server. Your conversation is not included.</source>
        <translation>Diese Nachrichten werden nur mit Ihrer Genehmigung an das Modell gesendet, und seine Antwort geht an den Server zurück. Ihre Unterhaltung ist nicht enthalten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="66"/>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="74"/>
        <source>The request is long: {n} characters are not shown here. The model is sent all of them.</source>
        <translation>Die Anfrage ist lang: {n} Zeichen werden hier nicht angezeigt. Das Modell erhält sie alle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="77"/>
        <source>Messages cut</source>
        <translation>Nachrichten gekürzt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="82"/>
        <source>Images and audio are not sent: the model gets only their names, as shown.</source>
        <translation>Bilder und Audio werden nicht gesendet: Das Modell erhält nur ihre Namen, wie angezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="89"/>
        <source>Model that answers</source>
        <translation>Antwortendes Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="95"/>
        <source>Estimated cost</source>
        <translation>Geschätzte Kosten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="97"/>
        <source>Answered by</source>
        <translation>Antwort von</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="98"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="99"/>
        <source>at most {n} tokens</source>
        <translation>höchstens {n} Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="101"/>
        <source>, temperature {t}</source>
        <translation>, Temperatur {t}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="103"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="104"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="108"/>
        <source>The server&apos;s model preferences</source>
        <translation>Modellvorlieben des Servers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="109"/>
        <source>Server prefers</source>
        <translation>Server bevorzugt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="112"/>
        <source>asked for context from {what}; none is included</source>
        <translation>hat Kontext aus {what} angefragt; es wird keiner mitgesendet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="116"/>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="122"/>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="123"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="124"/>
        <source>&amp;Approve and send</source>
        <translation>&amp;Genehmigen und senden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="125"/>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="144"/>
        <source>SYSTEM PROMPT</source>
        <translation>SYSTEMPROMPT</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>USER</source>
        <translation>BENUTZER</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>ASSISTANT</source>
        <translation>ASSISTENT</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="153"/>
        <source>[… {n} more characters not shown]</source>
        <translation>[… {n} weitere Zeichen nicht angezeigt]</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="162"/>
        <source>unknown: no price is known for this model</source>
        <translation>unbekannt: Für dieses Modell ist kein Preis bekannt</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Edit MCP server</source>
        <translation>MCP-Server bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Add MCP server</source>
        <translation>MCP-Server hinzufügen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>Command (stdio)</source>
        <translation>Befehl (stdio)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (Streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63"/>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68"/>
        <source>default (60 s)</source>
        <translation>Standard (60 s)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77"/>
        <source>one argument per line</source>
        <translation>ein Argument pro Zeile</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83"/>
        <source>Run it in the sandbox</source>
        <translation>In der Sandbox ausführen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87"/>
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent&apos;s own files are hidden from it.</source>
        <translation>Der Server kann Dateien nur in seinem Arbeitsverzeichnis und einem privaten /tmp ändern; Ihre Ordner mit Zugangsdaten und die Dateien von Desktop Agent selbst sind für ihn unsichtbar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91"/>
        <source>Let it use the network</source>
        <translation>Netzwerkzugriff erlauben</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106"/>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107"/>
        <source>Working folder</source>
        <translation>Arbeitsverzeichnis</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112"/>
        <source>Headers</source>
        <translation>Header</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132"/>
        <source>Call timeout</source>
        <translation>Zeitlimit pro Aufruf</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44"/>
        <location filename="../../desktop_agent/ui/header.py" line="120"/>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45"/>
        <source>Session title</source>
        <translation>Sitzungstitel</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53"/>
        <source>Agent profile</source>
        <translation>Agentenprofil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>Was der Agent darf: build (lesen und ändern), plan (nur lesen), chat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59"/>
        <source>Provider and model</source>
        <translation>Anbieter und Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60"/>
        <source>provider/model — pick one or type any model id</source>
        <translation>Anbieter/Modell — eines auswählen oder eine beliebige Modell-ID eingeben</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Workspace folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>Der Ordner, in dem die Tools des Agenten arbeiten. Klicken, um einen anderen zu wählen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69"/>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions</source>
        <translation>Anweisungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70"/>
        <source>Session instructions</source>
        <translation>Sitzungsanweisungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74"/>
        <source>Token usage</source>
        <translation>Token-Verbrauch</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75"/>
        <location filename="../../desktop_agent/ui/header.py" line="184"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation>In dieser Sitzung verbrauchte Tokens und wie voll der Kontext des Modells war</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions ✓</source>
        <translation>Anweisungen ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146"/>
        <source>This session&apos;s instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>Anweisungen dieser Sitzung: {start}
Klicken, um sie zu bearbeiten oder den ganzen Prompt zu sehen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149"/>
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>Dieser Sitzung eigene Anweisungen geben und sehen, was das Modell erhält</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168"/>
        <source>{n} tokens</source>
        <translation>{n} Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173"/>
        <source> · context {n} / {window}</source>
        <translation> · Kontext {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178"/>
        <source> · context {n}</source>
        <translation> · Kontext {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182"/>
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>Der Kontext ist fast voll: Frühere Runden werden vor der nächsten Anfrage zusammengefasst.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191"/>
        <source>Choose the workspace folder</source>
        <translation>Arbeitsordner auswählen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>Arbeitsordner: {path}
Der Ordner, in dem die Tools des Agenten arbeiten. Klicken, um einen anderen zu wählen.</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>{name} ›</source>
        <translation>{name} ›</translation>
    </message>
    <message>
        <source>This chat is in the project “{name}”. Click to edit the project.</source>
        <translation>Dieser Chat gehört zum Projekt „{name}“. Klicken, um das Projekt zu bearbeiten.</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>Sitzungsliste</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Pinned</source>
        <translation>Angeheftet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Yesterday</source>
        <translation>Gestern</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Previous 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>Previous 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} min</source>
        <translation>{n} Min.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} h</source>
        <translation>{n} Std.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Mon</source>
        <translation>Mo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Tue</source>
        <translation>Di</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Wed</source>
        <translation>Mi</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Thu</source>
        <translation>Do</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Fri</source>
        <translation>Fr</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Sat</source>
        <translation>Sa</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86"/>
        <source>Sun</source>
        <translation>So</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Jan</source>
        <translation>Jan.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Feb</source>
        <translation>Feb.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Mar</source>
        <translation>März</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Apr</source>
        <translation>Apr.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jun</source>
        <translation>Juni</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jul</source>
        <translation>Juli</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Aug</source>
        <translation>Aug.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Sep</source>
        <translation>Sept.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Oct</source>
        <translation>Okt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Nov</source>
        <translation>Nov.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92"/>
        <source>Dec</source>
        <translation>Dez.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="93"/>
        <source>{day} {month}</source>
        <translation>{day}. {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="94"/>
        <source>{day} {month} {year}</source>
        <translation>{day}. {month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="95"/>
        <source>{month} {year}</source>
        <translation>{month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388"/>
        <source>Unpin</source>
        <translation>Nicht mehr anheften</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390"/>
        <source>Pin</source>
        <translation>Anheften</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393"/>
        <source>Unarchive</source>
        <translation>Aus dem Archiv holen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395"/>
        <source>Archive</source>
        <translation>Archivieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407"/>
        <source>Rename session</source>
        <translation>Sitzung umbenennen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408"/>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projekte</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Projekt: {name}</translation>
    </message>
    <message>
        <source>Project {name}</source>
        <translation>Projekt {name}</translation>
    </message>
    <message>
        <source>Project, {n} sessions, folded</source>
        <translation>Projekt, {n} Sitzungen, eingeklappt</translation>
    </message>
    <message>
        <source>Project, {n} sessions</source>
        <translation>Projekt, {n} Sitzungen</translation>
    </message>
    <message>
        <source>Move to project</source>
        <translation>In Projekt verschieben</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Neues Projekt…</translation>
    </message>
    <message>
        <source>Remove from project</source>
        <translation>Aus Projekt entfernen</translation>
    </message>
    <message>
        <source>New chat in this project</source>
        <translation>Neuer Chat in diesem Projekt</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Projekt bearbeiten…</translation>
    </message>
    <message>
        <source>Delete project…</source>
        <translation>Projekt löschen…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50"/>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54"/>
        <source>&amp;Providers</source>
        <translation>&amp;Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55"/>
        <source>Agent p&amp;rofiles</source>
        <translation>Agenten&amp;profile</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56"/>
        <source>&amp;Appearance</source>
        <translation>&amp;Darstellung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60"/>
        <source>Settings message</source>
        <translation>Meldung der Einstellungen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68"/>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>Korrigieren Sie den rot markierten Wert; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104"/>
        <source>A setting is not valid: {problem}</source>
        <translation>Eine Einstellung ist ungültig: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>Die Einstellungen konnten nicht in {path} gespeichert werden: {reason}. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125"/>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="95"/>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="100"/>
        <source>Skills</source>
        <translation>Skills</translation>
    </message>
    <message>
        <source>&amp;Web search</source>
        <translation>&amp;Websuche</translation>
    </message>
    <message>
        <source>Ad&amp;vanced</source>
        <translation>&amp;Erweitert</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Updates</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>Edit skill @{name}</source>
        <translation>Skill @{name} bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>New skill</source>
        <translation>Neuer Skill</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68"/>
        <source>Skill name</source>
        <translation>Name des Skills</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="69"/>
        <source>code-review</source>
        <translation>code-review</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="72"/>
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>Kleinbuchstaben, Ziffern und Bindestriche. Eine Nachricht, die mit @name beginnt, verwendet den Skill.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="80"/>
        <source>Skill description</source>
        <translation>Beschreibung des Skills</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="82"/>
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>Wofür der Skill da ist und wann er passt: Daran erkennt das Modell, wann es ihn wählt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88"/>
        <source>Allowed tools</source>
        <translation>Erlaubte Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="89"/>
        <source>read_file, grep, git__*   (empty: the profile&apos;s tools)</source>
        <translation>read_file, grep, git__*   (leer: die Tools des Profils)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="92"/>
        <source>empty: the session&apos;s model</source>
        <translation>leer: das Modell der Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="94"/>
        <source>Skill instructions</source>
        <translation>Anweisungen des Skills</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="96"/>
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown: was bei dieser Art von Aufgabe zu tun ist, Schritt für Schritt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="103"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109"/>
        <source>Save skill</source>
        <translation>Skill speichern</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="110"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="115"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117"/>
        <source>&amp;Description</source>
        <translation>&amp;Beschreibung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118"/>
        <source>Allowed &amp;tools</source>
        <translation>Erlaubte &amp;Tools</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119"/>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="120"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Anweisungen</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="100"/>
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>Ein Skill enthält Anweisungen für eine bestimmte Art von Aufgabe. Beginnen Sie eine Nachricht mit @name, um ihn zu verwenden; das Modell kann einen Skill auch selbst anhand seiner Beschreibung wählen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="107"/>
        <source>Skill list</source>
        <translation>Skill-Liste</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111"/>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113"/>
        <source>Import &amp;folder…</source>
        <translation>&amp;Ordner importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114"/>
        <source>Import &amp;zip…</source>
        <translation>&amp;ZIP importieren…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="116"/>
        <source>&amp;Open skills folder</source>
        <translation>Skill-Ordner ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118"/>
        <source>New skill</source>
        <translation>Neuer Skill</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119"/>
        <source>Edit skill</source>
        <translation>Skill bearbeiten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120"/>
        <source>Import a skill from a folder</source>
        <translation>Skill aus einem Ordner importieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Import a skill from a zip file</source>
        <translation>Skill aus einer ZIP-Datei importieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334"/>
        <source>Delete skill</source>
        <translation>Skill löschen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="123"/>
        <source>Open the skills folder</source>
        <translation>Skill-Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="132"/>
        <source>Skills left out</source>
        <translation>Ausgelassene Skills</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="138"/>
        <source>Skills message</source>
        <translation>Meldung zu den Skills</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="203"/>
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>Noch keine Skills: Schreiben Sie einen mit „Neu…“ oder importieren Sie einen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="206"/>
        <source>Left out: {problem}</source>
        <translation>Ausgelassen: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="210"/>
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} bringt eigene Skills mit: Vertrauen Sie ihnen im Chat (@ eingeben), um sie hier aufzulisten.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>yours</source>
        <translation>Ihr eigener</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>this folder</source>
        <translation>aus diesem Ordner</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="226"/>
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>Er liegt im Arbeitsordner ({path}): Ändern oder löschen Sie ihn dort.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="240"/>
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} liegt im Arbeitsordner ({path}): Ändern oder löschen Sie ihn dort.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Saved @{name}.</source>
        <translation>@{name} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Created @{name}.</source>
        <translation>@{name} erstellt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="293"/>
        <source>Deleted @{name}.</source>
        <translation>@{name} gelöscht.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="314"/>
        <source>Installed @{name} from {path}.</source>
        <translation>@{name} aus {path} installiert.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="322"/>
        <source>Could not make {path}: {reason}.</source>
        <translation>{path} konnte nicht angelegt werden: {reason}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="327"/>
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>{path} konnte nicht geöffnet werden: Öffnen Sie den Ordner im Dateimanager.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="335"/>
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>Den Skill @{name} und alle Dateien in seinem Ordner löschen?

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="344"/>
        <source>Import a skill folder</source>
        <translation>Skill-Ordner importieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Zip files (*.zip)</source>
        <translation>ZIP-Dateien (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="92"/>
        <source>Thinking…</source>
        <translation>Denkt nach…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101"/>
        <source>Summary of the earlier conversation</source>
        <translation>Zusammenfassung der früheren Unterhaltung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105"/>
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>Wird anstelle von {n} früheren Nachrichten gesendet, die in der Sitzung, in der Suche und in Exporten erhalten bleiben. „Rückgängig“ sendet sie wieder vollständig.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
</context>
<context>
    <name>UrlDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="351"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Anfrage des MCP-Servers „{server}“</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="358"/>
        <source>“{server}” asks you to open a web page</source>
        <translation>„{server}“ bittet Sie, eine Webseite zu öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="359"/>
        <source>Which server asks</source>
        <translation>Welcher Server fragt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="374"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Secure connection (https)</source>
        <translation>Sichere Verbindung (https)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Not encrypted (http)</source>
        <translation>Nicht verschlüsselt (http)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="379"/>
        <source>Scheme</source>
        <translation>Schema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="383"/>
        <source>The page is on</source>
        <translation>Die Seite liegt auf</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="388"/>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="392"/>
        <source>Full address</source>
        <translation>Vollständige Adresse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="398"/>
        <source>Check the host before you open it. What you enter there goes to that site, not the app.</source>
        <translation>Prüfen Sie den Host, bevor Sie die Seite öffnen. Was Sie dort eingeben, geht an diese Website, nicht an die App.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="404"/>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="405"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="406"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="407"/>
        <source>&amp;Open in browser</source>
        <translation>Im Browser ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="408"/>
        <source>Open in browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <source>your own</source>
        <translation>eigener</translation>
    </message>
    <message>
        <source>Web searches: {searches}.</source>
        <translation>Websuchen: {searches}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="296"/>
        <source>Usage</source>
        <translation>Verbrauch</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="303"/>
        <source>&amp;Show:</source>
        <translation>&amp;Anzeigen:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="305"/>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="307"/>
        <source>Last {days} days</source>
        <translation>Letzte {days} Tage</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="312"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324"/>
        <source>Tokens per day</source>
        <translation>Tokens pro Tag</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325"/>
        <source>No tokens used in this period</source>
        <translation>In diesem Zeitraum keine Tokens verbraucht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Read (input, with cache)</source>
        <translation>Gelesen (Eingabe, mit Cache)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Written (output)</source>
        <translation>Geschrieben (Ausgabe)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="330"/>
        <source>The day pointed at</source>
        <translation>Der gezeigte Tag</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Input</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Cache read</source>
        <translation>Cache gelesen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <source>Cache write</source>
        <translation>Cache geschrieben</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="338"/>
        <source>Usage per model</source>
        <translation>Verbrauch pro Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="342"/>
        <source>Usage per session</source>
        <translation>Verbrauch pro Sitzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="344"/>
        <source>Double-click a session to open it</source>
        <translation>Doppelklicken Sie auf eine Sitzung, um sie zu öffnen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>By &amp;model</source>
        <translation>Nach &amp;Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <source>By s&amp;ession</source>
        <translation>Nach Si&amp;tzung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="352"/>
        <source>About the prices</source>
        <translation>Zu den Preisen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="359"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="365"/>
        <source>Export as CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="369"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="385"/>
        <source>Reading the history…</source>
        <translation>Verlauf wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="406"/>
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} Tokens · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="410"/>
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{tokens} Tokens in {messages} Nachrichten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="428"/>
        <source>no cost</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="430"/>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="432"/>
        <source>unknown price</source>
        <translation>Preis unbekannt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="434"/>
        <source>{cost} + unknown</source>
        <translation>{cost} + unbekannt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="447"/>
        <source>{day} · nothing used</source>
        <translation>{day} · nichts verbraucht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="450"/>
        <source>read {tokens}</source>
        <translation>gelesen {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="452"/>
        <source>read {tokens} (cache {cached})</source>
        <translation>gelesen {tokens} (Cache {cached})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="455"/>
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · geschrieben {written} · Nachrichten {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467"/>
        <source>{days} days, no tokens used</source>
        <translation>{days} Tage, keine Tokens verbraucht</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="468"/>
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} Tage, {tokens} Tokens; die meisten am {day} ({most})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="480"/>
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>Zeigen Sie auf einen Tag (oder nutzen Sie die Pfeiltasten), um seine Zahlen zu sehen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="486"/>
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>Kosten in US-Dollar laut Preistabelle vom {date}; Preise ändern sich, daher sind das Schätzungen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="490"/>
        <source>No price table could be read, so no costs are shown.</source>
        <translation>Es konnte keine Preistabelle gelesen werden, daher werden keine Kosten angezeigt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="492"/>
        <source>Your prices from {file} are used over it.</source>
        <translation>Ihre Preise aus {file} haben Vorrang.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="496"/>
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>Modelle auf diesem Computer sind lokal und kostenlos; andere ohne bekannten Preis werden nicht mitgezählt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="502"/>
        <source>To correct a price or add a model, write {file} in the form of the app&apos;s price table.</source>
        <translation>Um einen Preis zu korrigieren oder ein Modell hinzuzufügen, schreiben Sie {file} im Format der Preistabelle der App.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="513"/>
        <source>(model not recorded)</source>
        <translation>(Modell nicht erfasst)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="515"/>
        <source>Priced as {entry}</source>
        <translation>Berechnet als {entry}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="526"/>
        <source>Untitled</source>
        <translation>Ohne Titel</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>Export usage as CSV</source>
        <translation>Verbrauch als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="562"/>
        <source>Could not save {file}: {why}</source>
        <translation>{file} konnte nicht gespeichert werden: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="565"/>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98"/>
        <source>Welcome to Desktop Agent</source>
        <translation>Willkommen bei Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Willkommen bei Desktop Agent&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>Chatten Sie mit einem Sprachmodell, das Dateien in einem Ordner Ihrer Wahl lesen und ändern kann und Sie fragt, bevor es etwas an Ihrem Computer ändert. Wählen Sie zuerst, wo das Modell läuft: auf diesem Computer oder bei einem Cloud-Anbieter mit Ihrem API-Schlüssel.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111"/>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="182"/>
        <source>Looking for model servers on this computer…</source>
        <translation>Suche nach Modellservern auf diesem Computer…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115"/>
        <source>Local model servers</source>
        <translation>Lokale Modellserver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116"/>
        <source>Search again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117"/>
        <source>Search again for local model servers</source>
        <translation>Erneut nach lokalen Modellservern suchen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127"/>
        <source>Or a cloud provider</source>
        <translation>Oder ein Cloud-Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130"/>
        <source>Cloud provider</source>
        <translation>Cloud-Anbieter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135"/>
        <source>Save key and start</source>
        <translation>Schlüssel speichern und starten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Anbieter:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation>Der Schlüssel wird im Schlüsselbund Ihres Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149"/>
        <source>Welcome message</source>
        <translation>Willkommensmeldung</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="151"/>
        <source>Set up later</source>
        <translation>Später einrichten</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>Kein Modellserver auf diesem Computer gefunden (Ollama, LM Studio, llama.cpp server). Starten Sie einen und suchen Sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197"/>
        <source>Found on this computer:</source>
        <translation>Auf diesem Computer gefunden:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209"/>
        <source>{label} found on {address} with one model</source>
        <translation>{label} auf {address} gefunden, mit einem Modell</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211"/>
        <source>{label} found on {address} with {count} models</source>
        <translation>{label} auf {address} gefunden, mit {count} Modellen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216"/>
        <source>Use it</source>
        <translation>Verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218"/>
        <source>Use {label} on {address}</source>
        <translation>{label} auf {address} verwenden</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>Die Einstellungen konnten nicht in {path} gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, at a cloud provider with your API key, or on a server of your own.</source>
        <translation>Chatten Sie mit einem Sprachmodell, das Dateien in einem Ordner Ihrer Wahl lesen und ändern kann und Sie fragt, bevor es etwas auf Ihrem Rechner ändert. Wählen Sie zuerst, wo das Modell läuft: auf diesem Rechner, bei einem Cloud-Anbieter mit Ihrem API-Schlüssel oder auf einem eigenen Server.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="234"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Still starting…</source>
        <translation>Wird noch gestartet…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Try again in a moment.</source>
        <translation>Versuchen Sie es gleich noch einmal.</translation>
    </message>
</context>
<context>
    <name>WebSearchPage</name>
    <message>
        <source>The model can search the web and then open the pages it found. Web search is off by default: nothing you ask is sent to a search service until you choose one here. There is no free service without a key that allows this, so choose your own SearXNG or a service with a key.</source>
        <translation>Das Modell kann im Web suchen und dann die gefundenen Seiten öffnen. Die Websuche ist standardmäßig aus: Nichts, was Sie fragen, geht an einen Suchdienst, bis Sie hier einen wählen. Es gibt keinen kostenlosen Dienst ohne Schlüssel, der das erlaubt; wählen Sie also Ihr eigenes SearXNG oder einen Dienst mit Schlüssel.</translation>
    </message>
    <message>
        <source>Web search service</source>
        <translation>Suchdienst</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>SearXNG (your own, no key)</source>
        <translation>SearXNG (Ihr eigenes, ohne Schlüssel)</translation>
    </message>
    <message>
        <source>{service} (API key)</source>
        <translation>{service} (API-Schlüssel)</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>SearXNG-Adresse</translation>
    </message>
    <message>
        <source>Results per search</source>
        <translation>Ergebnisse pro Suche</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>Status des API-Schlüssels</translation>
    </message>
    <message>
        <source>What leaves this computer</source>
        <translation>Was diesen Computer verlässt</translation>
    </message>
    <message>
        <source>Search with:</source>
        <translation>Suchen mit:</translation>
    </message>
    <message>
        <source>SearXNG address:</source>
        <translation>SearXNG-Adresse:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API-Schlüssel:</translation>
    </message>
    <message>
        <source>Results per search:</source>
        <translation>Ergebnisse pro Suche:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Off: the model is not offered web search, and no query leaves this computer.</source>
        <translation>Aus: Dem Modell wird keine Websuche angeboten, und keine Suchanfrage verlässt diesen Computer.</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>(noch keine Adresse)</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query to your SearXNG at {address}, which asks the search engines it is set up to use. Each search asks you first, unless a rule allows it.</source>
        <translation>Jede Suche schickt die Suchanfrage des Modells an Ihr SearXNG unter {address}, das die dort eingerichteten Suchmaschinen fragt. Jede Suche fragt Sie zuerst, außer eine Regel erlaubt sie.</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query and your API key to {service} ({host}), which may charge for it. Each search asks you first, unless a rule allows it.</source>
        <translation>Jede Suche schickt die Suchanfrage des Modells und Ihren API-Schlüssel an {service} ({host}), was Kosten verursachen kann. Jede Suche fragt Sie zuerst, außer eine Regel erlaubt sie.</translation>
    </message>
    <message>
        <source>Enter your SearXNG&apos;s address, e.g. http://localhost:8888.</source>
        <translation>Geben Sie die Adresse Ihres SearXNG ein, z. B. http://localhost:8888.</translation>
    </message>
    <message>
        <source>Enter a full address starting with http:// or https://.</source>
        <translation>Geben Sie eine vollständige Adresse ein, die mit http:// oder https:// beginnt.</translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <source>Cited source</source>
        <translation>Zitierte Quelle</translation>
    </message>
    <message>
        <source>Where the passage is</source>
        <translation>Wo die Passage steht</translation>
    </message>
    <message>
        <source>Cited passage</source>
        <translation>Zitierte Passage</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>Seite öffnen</translation>
    </message>
    <message>
        <source>Open at page {n}</source>
        <translation>Auf Seite {n} öffnen</translation>
    </message>
    <message>
        <source>Open the document</source>
        <translation>Dokument öffnen</translation>
    </message>
    <message>
        <source>The file has changed or is gone: this is the passage as the model was given it.</source>
        <translation>Die Datei wurde geändert oder ist nicht mehr da: Dies ist die Passage, wie das Modell sie erhalten hat.</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path} ist nicht mehr da.</translation>
    </message>
</context>
<context>
    <name>KnowledgeButton</name>
    <message>
        <source>Knowledge bases</source>
        <translation>Wissensdatenbanken</translation>
    </message>
    <message>
        <source>No knowledge bases yet</source>
        <translation>Noch keine Wissensdatenbanken</translation>
    </message>
    <message>
        <source>Manage knowledge bases…</source>
        <translation>Wissensdatenbanken verwalten…</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Let the model search your documents: tick the knowledge bases this session uses</source>
        <translation>Das Modell Ihre Dokumente durchsuchen lassen: Haken Sie die Wissensdatenbanken an, die diese Sitzung nutzt</translation>
    </message>
    <message>
        <source>Knowledge: {names}</source>
        <translation>Wissen: {names}</translation>
    </message>
    <message>
        <source>This session searches {names}; the answers cite the passages they use</source>
        <translation>Diese Sitzung durchsucht {names}; die Antworten zitieren die Passagen, die sie verwenden</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Indexed</source>
        <translation>Indiziert</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Startet…</translation>
    </message>
    <message>
        <source>Indexing {done} of {total}</source>
        <translation>Indiziere {done} von {total}</translation>
    </message>
    <message>
        <source>Paused at {done} of {total}</source>
        <translation>Angehalten bei {done} von {total}</translation>
    </message>
    <message>
        <source>Indexing stopped</source>
        <translation>Indizierung abgebrochen</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Indexing progress of {name}</source>
        <translation>Indizierungsfortschritt von {name}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Passages: {count}</source>
        <translation>Passagen: {count}</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Wissensdatenbanken</translation>
    </message>
    <message>
        <source>Name of a new base</source>
        <translation>Name einer neuen Datenbank</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Anlegen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the knowledge base</source>
        <translation>Die Wissensdatenbank löschen</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>&amp;Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Add fi&amp;les…</source>
        <translation>&amp;Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the source</source>
        <translation>Die Quelle entfernen</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Indizierungsfortschritt</translation>
    </message>
    <message>
        <source>Re-&amp;index</source>
        <translation>Neu &amp;indizieren</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Add the best passages before the first step (automatic retrieval)</source>
        <translation>Die besten Passagen vor dem ersten Schritt beifügen (automatischer Abruf)</translation>
    </message>
    <message>
        <source>Before the model answers, the passages of this base that best match the message are added to it. Without this, the model searches the base when it decides to.</source>
        <translation>Bevor das Modell antwortet, werden die Passagen dieser Datenbank, die am besten zur Nachricht passen, angefügt. Ohne diese Option durchsucht das Modell die Datenbank, wenn es das für nötig hält.</translation>
    </message>
    <message>
        <source>Show files</source>
        <translation>Dateien anzeigen</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Alle Dateien</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Knowledge message</source>
        <translation>Wissensmeldung</translation>
    </message>
    <message>
        <source>A knowledge base is a set of folders and files the model can search: Markdown, text, code, PDF, HTML and Word documents. Name one on the left and press Create, then add folders or files to it.</source>
        <translation>Eine Wissensdatenbank ist eine Sammlung von Ordnern und Dateien, die das Modell durchsuchen kann: Markdown, Text, Code, PDF, HTML und Word-Dokumente. Geben Sie links einen Namen ein, drücken Sie Anlegen und fügen Sie dann Ordner oder Dateien hinzu.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{count} indexed</source>
        <translation>{count} indiziert</translation>
    </message>
    <message>
        <source>{count} pending</source>
        <translation>{count} ausstehend</translation>
    </message>
    <message>
        <source>{count} failed</source>
        <translation>{count} fehlgeschlagen</translation>
    </message>
    <message>
        <source>{count} skipped</source>
        <translation>{count} übersprungen</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done} von {total} Dateien</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Reading {path}</source>
        <translation>Lese {path}</translation>
    </message>
    <message>
        <source>Delete knowledge base</source>
        <translation>Wissensdatenbank löschen</translation>
    </message>
    <message>
        <source>Delete the knowledge base {name}? Its index is removed; your folders and files stay as they are.</source>
        <translation>Die Wissensdatenbank {name} löschen? Ihr Index wird entfernt; Ihre Ordner und Dateien bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Add a folder</source>
        <translation>Einen Ordner hinzufügen</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>Dateien hinzufügen</translation>
    </message>
    <message>
        <source>A secrets file: never indexed</source>
        <translation>Eine Datei mit Geheimnissen: wird nie indiziert</translation>
    </message>
    <message>
        <source>{kind} files are not indexed</source>
        <translation>{kind}-Dateien werden nicht indiziert</translation>
    </message>
    <message>
        <source>Files without a suffix are not indexed</source>
        <translation>Dateien ohne Endung werden nicht indiziert</translation>
    </message>
    <message>
        <source>Larger than {size} MB, the most a {kind} file may be</source>
        <translation>Größer als {size} MB, das Höchstmaß für eine {kind}-Datei</translation>
    </message>
    <message>
        <source>Not a readable PDF ({detail})</source>
        <translation>Kein lesbares PDF ({detail})</translation>
    </message>
    <message>
        <source>The PDF is encrypted</source>
        <translation>Das PDF ist verschlüsselt</translation>
    </message>
    <message>
        <source>Binary content (a NUL byte), not text</source>
        <translation>Binärer Inhalt (ein NUL-Byte), kein Text</translation>
    </message>
    <message>
        <source>Not a readable DOCX ({detail})</source>
        <translation>Kein lesbares DOCX ({detail})</translation>
    </message>
    <message>
        <source>Its text is larger than {size} MB once unzipped</source>
        <translation>Entpackt ist sein Text größer als {size} MB</translation>
    </message>
    <message>
        <source>Reading it crashed the indexing process (exit code {code})</source>
        <translation>Beim Lesen ist der Indizierungsprozess abgestürzt (Exit-Code {code})</translation>
    </message>
    <message>
        <source>Reading it made no progress for {seconds} s, so it was stopped</source>
        <translation>Das Lesen kam {seconds} s lang nicht voran und wurde deshalb abgebrochen</translation>
    </message>
    <message>
        <source>Not indexed yet: press Re-index.</source>
        <translation>Noch nicht indiziert: Drücken Sie „Neu indizieren“.</translation>
    </message>
</context>
<context>
    <name>MemoryCards</name>
    <message>
        <source>Remember this in future conversations?</source>
        <translation>Sich das für künftige Unterhaltungen merken?</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Merken</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Kept in your words</source>
        <translation>In Ihren Worten gemerkt</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gemerkt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Dropped: not remembered</source>
        <translation>Verworfen: nicht gemerkt</translation>
    </message>
    <message>
        <source>Removed on the Memory page</source>
        <translation>Auf der Gedächtnis-Seite entfernt</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>Erinnerung bearbeiten</translation>
    </message>
    <message>
        <source>Remember, in your words:</source>
        <translation>In Ihren Worten merken:</translation>
    </message>
    <message>
        <source>Remember this in future conversations of the project “{name}”?</source>
        <translation>Sich das in künftigen Unterhaltungen des Projekts „{name}“ merken?</translation>
    </message>
    <message>
        <source>{kept}, in the project “{name}”</source>
        <translation>{kept}, im Projekt „{name}“</translation>
    </message>
</context>
<context>
    <name>MemoryDialog</name>
    <message>
        <source>Memory</source>
        <translation>Gedächtnis</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>Kurze Fakten, die der Agent mit jeder neuen Nachricht erhält. Nichts wird ohne Sie hinzugefügt: Schlägt das Modell etwas vor, behalten, bearbeiten oder verwerfen Sie es im Chat.</translation>
    </message>
    <message>
        <source>Search memories</source>
        <translation>Erinnerungen durchsuchen</translation>
    </message>
    <message>
        <source>Memories</source>
        <translation>Erinnerungen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Herkunft</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Zuletzt verwendet</translation>
    </message>
    <message>
        <source>Open the conversation</source>
        <translation>Unterhaltung öffnen</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Written by you</source>
        <translation>Von Ihnen geschrieben</translation>
    </message>
    <message>
        <source>A conversation (edited by you)</source>
        <translation>Eine Unterhaltung (von Ihnen bearbeitet)</translation>
    </message>
    <message>
        <source>A conversation</source>
        <translation>Eine Unterhaltung</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <source>Written by you.</source>
        <translation>Von Ihnen geschrieben.</translation>
    </message>
    <message>
        <source>Learnt in a conversation…</source>
        <translation>In einer Unterhaltung gelernt…</translation>
    </message>
    <message>
        <source>Learnt when you wrote: “{text}”</source>
        <translation>Gelernt, als Sie schrieben: „{text}“</translation>
    </message>
    <message>
        <source>Learnt in a conversation that is no longer in the history.</source>
        <translation>In einer Unterhaltung gelernt, die nicht mehr im Verlauf ist.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>Der Fakt, in einem Satz:</translation>
    </message>
    <message>
        <source>Add a memory</source>
        <translation>Erinnerung hinzufügen</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>Erinnerung bearbeiten</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>Hinzugefügt.</translation>
    </message>
    <message>
        <source>Changed.</source>
        <translation>Geändert.</translation>
    </message>
    <message>
        <source>Removed “{text}”.</source>
        <translation>„{text}“ entfernt.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message: everywhere, or only in one project&apos;s chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>Kurze Fakten, die der Agent mit jeder neuen Nachricht erhält: überall oder nur in den Chats eines Projekts. Nichts wird ohne Sie hinzugefügt: Schlägt das Modell etwas vor, behalten, bearbeiten oder verwerfen Sie es im Chat.</translation>
    </message>
    <message>
        <source>Show memories that apply</source>
        <translation>Erinnerungen anzeigen, die gelten für</translation>
    </message>
    <message>
        <source>Applies</source>
        <translation>Gilt für</translation>
    </message>
    <message>
        <source>All memories</source>
        <translation>Alle Erinnerungen</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Projekt: {name}</translation>
    </message>
    <message>
        <source>A project</source>
        <translation>Ein Projekt</translation>
    </message>
</context>
<context>
    <name>MemoryEditor</name>
    <message>
        <source>The memory</source>
        <translation>Die Erinnerung</translation>
    </message>
    <message>
        <source>Where it applies</source>
        <translation>Wo sie gilt</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Projekt: {name}</translation>
    </message>
    <message>
        <source>Everywhere: every chat is given it. A project: only that project&apos;s chats.</source>
        <translation>Überall: Jeder Chat erhält sie. Ein Projekt: nur die Chats dieses Projekts.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>Der Fakt, in einem Satz:</translation>
    </message>
    <message>
        <source>Applies:</source>
        <translation>Gilt für:</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Edit project</source>
        <translation>Projekt bearbeiten</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>Projektname</translation>
    </message>
    <message>
        <source>e.g. Thesis, Website, Taxes 2026</source>
        <translation>z. B. Abschlussarbeit, Website, Steuern 2026</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Arbeitsordner</translation>
    </message>
    <message>
        <source>The app&apos;s default folder</source>
        <translation>Standardordner der App</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Arbeitsordner auswählen</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>Projektanweisungen</translation>
    </message>
    <message>
        <source>What every chat of this project should know or do, e.g. “Answer in British English.”</source>
        <translation>Was jeder Chat dieses Projekts wissen oder tun soll, z. B. „Antworte auf britischem Englisch.“</translation>
    </message>
    <message>
        <source>The app&apos;s default</source>
        <translation>Standard der App</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Standardmodell</translation>
    </message>
    <message>
        <source>provider/model — pick one or type any model id</source>
        <translation>Anbieter/Modell — eines auswählen oder eine beliebige Modell-ID eingeben</translation>
    </message>
    <message>
        <source>Default profile</source>
        <translation>Standardprofil</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Wissensdatenbanken</translation>
    </message>
    <message>
        <source>No knowledge bases yet (File › Knowledge bases…).</source>
        <translation>Noch keine Wissensdatenbanken (Datei › Wissensdatenbanken…).</translation>
    </message>
    <message>
        <source>Every enabled server</source>
        <translation>Alle aktivierten Server</translation>
    </message>
    <message>
        <source>Only the ones ticked</source>
        <translation>Nur die angehakten</translation>
    </message>
    <message>
        <source>{name} (turned off in Settings)</source>
        <translation>{name} (in den Einstellungen ausgeschaltet)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <source>No MCP servers yet (Settings › MCP servers).</source>
        <translation>Noch keine MCP-Server (Einstellungen › MCP-Server).</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>Arbeitsordner:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>Anweisungen:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Knowledge:</source>
        <translation>Wissen:</translation>
    </message>
    <message>
        <source>MCP servers:</source>
        <translation>MCP-Server:</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>Was schiefgelaufen ist</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Create project</source>
        <translation>Projekt anlegen</translation>
    </message>
    <message>
        <source>Choose the project&apos;s workspace folder</source>
        <translation>Arbeitsordner des Projekts auswählen</translation>
    </message>
    <message>
        <source>The project could not be saved. The log has the details.</source>
        <translation>Das Projekt konnte nicht gespeichert werden. Details stehen im Protokoll.</translation>
    </message>
</context>
<context>
    <name>Projects</name>
    <message>
        <source>Delete project</source>
        <translation>Projekt löschen</translation>
    </message>
    <message>
        <source>Delete the project “{name}”?</source>
        <translation>Das Projekt „{name}“ löschen?</translation>
    </message>
    <message>
        <source>It holds no chats.</source>
        <translation>Es enthält keine Chats.</translation>
    </message>
    <message>
        <source>Its chat stays, outside any project.</source>
        <translation>Sein Chat bleibt erhalten, außerhalb jedes Projekts.</translation>
    </message>
    <message>
        <source>Its {n} chats stay, outside any project.</source>
        <translation>Seine {n} Chats bleiben erhalten, außerhalb jedes Projekts.</translation>
    </message>
    <message>
        <source>The project&apos;s instructions, settings and memories are deleted.</source>
        <translation>Die Anweisungen, Einstellungen und Erinnerungen des Projekts werden gelöscht.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Update {name}?</source>
        <translation>{name} aktualisieren?</translation>
    </message>
    <message>
        <source>Install {name}?</source>
        <translation>{name} installieren?</translation>
    </message>
    <message>
        <source>{name} moves from version {old} to {new}. It ran:</source>
        <translation>{name} wechselt von Version {old} zu {new}. Bisher lief:</translation>
    </message>
    <message>
        <source>It will run:</source>
        <translation>Künftig läuft:</translation>
    </message>
    <message>
        <source>The server {name} will be added and connected to at this address:</source>
        <translation>Der Server {name} wird hinzugefügt und unter dieser Adresse verbunden:</translation>
    </message>
    <message>
        <source>The server {name} will be added and started with this command:</source>
        <translation>Der Server {name} wird hinzugefügt und mit diesem Befehl gestartet:</translation>
    </message>
    <message>
        <source>In its container.</source>
        <translation>In seinem Container.</translation>
    </message>
    <message>
        <source>In the sandbox, with the network.</source>
        <translation>In der Sandbox, mit Netzwerkzugriff.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>Außerhalb der Sandbox, mit Ihren Rechten.</translation>
    </message>
    <message>
        <source>Kept in the keyring: {names}</source>
        <translation>Im Schlüsselbund gespeichert: {names}</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>Mit {values}</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <source>What it needs</source>
        <translation>Was er braucht</translation>
    </message>
    <message>
        <source>Run it in the sandbox</source>
        <translation>In der Sandbox ausführen</translation>
    </message>
    <message>
        <source>With the network, so that its runner can fetch the package</source>
        <translation>Mit Netzwerkzugriff, damit sein Startprogramm das Paket abrufen kann</translation>
    </message>
    <message>
        <source>Install…</source>
        <translation>Installieren…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Name here</source>
        <translation>Name in der App</translation>
    </message>
    <message>
        <source>Choose a server to see what it runs.</source>
        <translation>Wählen Sie einen Server, um zu sehen, was er ausführt.</translation>
    </message>
    <message>
        <source>version {v}</source>
        <translation>Version {v}</translation>
    </message>
    <message>
        <source>published by {who}</source>
        <translation>veröffentlicht von {who}</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>nichts auszuführen</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>remote</translation>
    </message>
    <message>
        <source>not remote</source>
        <translation>nicht remote</translation>
    </message>
    <message>
        <source>status: {s}</source>
        <translation>Status: {s}</translation>
    </message>
    <message>
        <source>Installed here as {name} (version {v}).</source>
        <translation>Hier installiert als {name} (Version {v}).</translation>
    </message>
    <message>
        <source>Update to {v}…</source>
        <translation>Auf {v} aktualisieren…</translation>
    </message>
    <message>
        <source>What it connects to</source>
        <translation>Womit er sich verbindet</translation>
    </message>
    <message>
        <source>What it runs</source>
        <translation>Was er ausführt</translation>
    </message>
    <message>
        <source>A remote server over streamable HTTP.</source>
        <translation>Ein Remote-Server über Streamable HTTP.</translation>
    </message>
    <message>
        <source>In its container, not in the app&apos;s sandbox.</source>
        <translation>In seinem Container, nicht in der Sandbox der App.</translation>
    </message>
    <message>
        <source>In the sandbox: its folder, a private /tmp, the network.</source>
        <translation>In der Sandbox: sein Ordner, ein privates /tmp, das Netzwerk.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>Außerhalb der Sandbox, mit Ihren Rechten.</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>Mit {values}</translation>
    </message>
    <message>
        <source>secret: kept in the keyring</source>
        <translation>geheim: wird im Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <source>kept: leave empty to keep it</source>
        <translation>gespeichert: leer lassen, um den Wert zu behalten</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>On Wayland only the desktop may give global shortcuts (its GlobalShortcuts portal), and Desktop Agent does not use it yet: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Unter Wayland darf nur die Desktopumgebung globale Tastenkürzel vergeben (über ihr GlobalShortcuts portal), und Desktop Agent nutzt das noch nicht: Das Tastenkürzel bewirkt hier nichts. Die Schnellfrage finden Sie im Menü des Infobereichs.</translation>
    </message>
    <message>
        <source>This desktop offers no global shortcuts: Quick ask is in the tray&apos;s menu.</source>
        <translation>Diese Desktopumgebung bietet keine globalen Tastenkürzel: Die Schnellfrage finden Sie im Menü des Infobereichs.</translation>
    </message>
    <message>
        <source>“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.</source>
        <translation>„{text}“ ist kein Tastenkürzel: Geben Sie Zusatztasten und eine Taste ein, z. B. Ctrl+Alt+Space.</translation>
    </message>
    <message>
        <source>The shortcut could not be set up: {error}</source>
        <translation>Das Tastenkürzel konnte nicht eingerichtet werden: {error}</translation>
    </message>
    <message>
        <source>Another application already uses this shortcut: choose another.</source>
        <translation>Eine andere Anwendung verwendet dieses Tastenkürzel bereits: Wählen Sie ein anderes.</translation>
    </message>
    <message>
        <source>The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Das Tastenkürzel braucht die X11-Bibliothek (libX11), die nicht geladen werden konnte: Das Tastenkürzel bewirkt hier nichts. Die Schnellfrage ist im Menü des Infobereichs.</translation>
    </message>
    <message>
        <source>On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Unter Wayland darf nur die Desktopumgebung globale Tastenkürzel vergeben, über ihr GlobalShortcuts-Portal, und diese Desktopumgebung bietet es nicht an: Das Tastenkürzel bewirkt hier nichts. Schnellfrage finden Sie im Menü des Infobereichs.</translation>
    </message>
    <message>
        <source>The desktop did not give Quick ask its shortcut (refused or cancelled): set the shortcut again to be asked again. Quick ask is in the tray&apos;s menu.</source>
        <translation>Die Desktopumgebung hat Schnellfrage kein Tastenkürzel gegeben (abgelehnt oder abgebrochen): Legen Sie das Tastenkürzel erneut fest, um erneut gefragt zu werden. Schnellfrage finden Sie im Menü des Infobereichs.</translation>
    </message>
    <message>
        <source>Open Desktop Agent&apos;s Quick ask</source>
        <translation>Schnellfrage von Desktop Agent öffnen</translation>
    </message>
    <message>
        <source>The desktop took Quick ask&apos;s shortcut without a key: give it one in the desktop&apos;s keyboard settings.</source>
        <translation>Die Desktopumgebung hat das Tastenkürzel für Schnellfrage ohne Taste übernommen: Weisen Sie in den Tastatureinstellungen der Desktopumgebung eine Taste zu.</translation>
    </message>
    <message>
        <source>The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the desktop&apos;s keyboard settings.</source>
        <translation>Die Desktopumgebung hat Schnellfrage das Tastenkürzel {chosen} statt {asked} gegeben: Ändern Sie es in den Tastatureinstellungen der Desktopumgebung.</translation>
    </message>
    <message>
        <source>The desktop ended Quick ask&apos;s shortcut: set the shortcut again to take it back.</source>
        <translation>Die Desktopumgebung hat das Tastenkürzel für Schnellfrage aufgehoben: Legen Sie das Tastenkürzel erneut fest, um es zurückzubekommen.</translation>
    </message>
</context>
<context>
    <name>McpBrowsePage</name>
    <message>
        <source>Search the registry by name</source>
        <translation>Registry nach Namen durchsuchen</translation>
    </message>
    <message>
        <source>The MCP Registry to search (saved with OK or Apply)</source>
        <translation>Die zu durchsuchende MCP-Registry (gespeichert mit „OK“ oder „Übernehmen“)</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Mehr…</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Registry</translation>
    </message>
    <message>
        <source>The registry address must be an http(s):// address.</source>
        <translation>Die Adresse der Registry muss eine http(s)://-Adresse sein.</translation>
    </message>
    <message>
        <source>Asking the registry…</source>
        <translation>Registry wird abgefragt…</translation>
    </message>
    <message>
        <source>No server in this registry has “{q}” in its name.</source>
        <translation>Kein Server in dieser Registry hat „{q}“ im Namen.</translation>
    </message>
    <message>
        <source>This registry lists no servers.</source>
        <translation>Diese Registry führt keine Server.</translation>
    </message>
    <message>
        <source>Fill in {names} first: the server needs it.</source>
        <translation>Füllen Sie zuerst {names} aus: Der Server braucht es.</translation>
    </message>
    <message>
        <source>Installing {name}…</source>
        <translation>{name} wird installiert…</translation>
    </message>
    <message>
        <source>Installed {name}.</source>
        <translation>{name} installiert.</translation>
    </message>
    <message>
        <source>Updated {name}.</source>
        <translation>{name} aktualisiert.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} entfernt.</translation>
    </message>
    <message>
        <source>Could not save the MCP server file: {reason}.</source>
        <translation>Die MCP-Serverdatei konnte nicht gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong; the details are in the log.</source>
        <translation>Etwas ist schiefgelaufen; Details stehen im Protokoll.</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <source>Quick ask</source>
        <translation>Schnellfrage</translation>
    </message>
    <message>
        <source>Ask anything — Enter sends, Esc hides</source>
        <translation>Fragen Sie einfach los — Enter sendet, Esc blendet aus</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Question asked</source>
        <translation>Gestellte Frage</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Open in window</source>
        <translation>Im Fenster öffnen</translation>
    </message>
    <message>
        <source>Go on with this conversation in the main window</source>
        <translation>Diese Unterhaltung im Hauptfenster fortsetzen</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>Frage wird gesendet…</translation>
    </message>
    <message>
        <source>Ask another question — Enter sends, Esc hides</source>
        <translation>Weitere Frage stellen — Enter sendet, Esc blendet aus</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Schreibt…</translation>
    </message>
    <message>
        <source>Waiting for your answer in the main window</source>
        <translation>Wartet im Hauptfenster auf Ihre Antwort</translation>
    </message>
    <message>
        <source>Using {tool}…</source>
        <translation>Verwendet {tool}…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Done, without an answer in words</source>
        <translation>Fertig, ohne Textantwort</translation>
    </message>
</context>
<context>
    <name>SchedulesDialog</name>
    <message>
        <source>Schedules</source>
        <translation>Zeitpläne</translation>
    </message>
    <message>
        <source>Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a call the job&apos;s rules do not allow is refused and the run goes on without it. Each run is a session in your history.</source>
        <translation>Geplante Aufgaben führen einen Prompt nach Zeitplan aus, auch wenn das Fenster geschlossen ist. Dabei wird niemand gefragt: Ein Aufruf, den die Regeln der Aufgabe nicht erlauben, wird abgelehnt, und die Ausführung läuft ohne ihn weiter. Jede Ausführung ist eine Sitzung in Ihrem Verlauf.</translation>
    </message>
    <message>
        <source>Scheduled jobs</source>
        <translation>Geplante Aufgaben</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>Nächste Ausführung</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Letzte Ausführung</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Jetzt ausführen</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ausführungen</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>Ausführungen der ausgewählten Aufgabe</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Said</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Double-click a run to open its session.</source>
        <translation>Doppelklicken Sie auf eine Ausführung, um ihre Sitzung zu öffnen.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>{text} — cron {cron}, this computer&apos;s time</source>
        <translation>{text} — cron {cron}, Zeit dieses Computers</translation>
    </message>
    <message>
        <source>Runs on its schedule when checked</source>
        <translation>Läuft nach Zeitplan, wenn aktiviert</translation>
    </message>
    <message>
        <source>Runs of {name}</source>
        <translation>Ausführungen von {name}</translation>
    </message>
    <message>
        <source>Run by hand</source>
        <translation>Manuell ausgeführt</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>Registered as: {where}</source>
        <translation>Registriert als: {where}</translation>
    </message>
    <message>
        <source>That run has no session.</source>
        <translation>Diese Ausführung hat keine Sitzung.</translation>
    </message>
    <message>
        <source>{name} runs on its schedule.</source>
        <translation>{name} läuft nach Zeitplan.</translation>
    </message>
    <message>
        <source>{name} is off.</source>
        <translation>{name} ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>Geplante Aufgabe hinzufügen</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>{name} bearbeiten</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
    <message>
        <source>Remove the job?</source>
        <translation>Aufgabe entfernen?</translation>
    </message>
    <message>
        <source>Remove {name}? It will not run again; the sessions of its runs stay in your history.</source>
        <translation>{name} entfernen? Die Aufgabe wird nicht mehr ausgeführt; die Sitzungen ihrer Ausführungen bleiben in Ihrem Verlauf.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} entfernt.</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>{name} wird ausgeführt…</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name}: {outcome}</translation>
    </message>
    <message>
        <source>Re-run with these approved…</source>
        <translation>Mit diesen Freigaben erneut ausführen…</translation>
    </message>
    <message>
        <source>Run the job once more, allowing exactly the calls the selected run refused</source>
        <translation>Den Auftrag noch einmal ausführen und genau die Aufrufe erlauben, die der gewählte Lauf abgelehnt hat</translation>
    </message>
    <message>
        <source>That job is no longer scheduled.</source>
        <translation>Diese Aufgabe ist nicht mehr geplant.</translation>
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
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>{title} — waiting for your approval</source>
        <translation>{title} — wartet auf Ihre Genehmigung</translation>
    </message>
    <message>
        <source>{title} — answering…</source>
        <translation>{title} — antwortet…</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Neuer Chat</translation>
    </message>
    <message>
        <source>Quick ask</source>
        <translation>Schnellfrage</translation>
    </message>
    <message>
        <source>Quick ask ({shortcut})</source>
        <translation>Schnellfrage ({shortcut})</translation>
    </message>
    <message>
        <source>Show Desktop Agent</source>
        <translation>Desktop Agent anzeigen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Desktop Agent keeps working in the tray.</source>
        <translation>Desktop Agent arbeitet im Infobereich weiter.</translation>
    </message>
    <message>
        <source>Quit from the tray&apos;s menu.</source>
        <translation>Zum Beenden das Menü im Infobereich verwenden.</translation>
    </message>
    <message>
        <source>An answer is still being written.</source>
        <translation>Eine Antwort wird noch geschrieben.</translation>
    </message>
    <message>
        <source>{n} answers are still being written.</source>
        <translation>{n} Antworten werden noch geschrieben.</translation>
    </message>
    <message>
        <source>Runs are scheduled.</source>
        <translation>Es sind Ausführungen geplant.</translation>
    </message>
    <message>
        <source>Keep running in the tray?</source>
        <translation>Im Infobereich weiterlaufen?</translation>
    </message>
    <message>
        <source>Desktop Agent can go on in the tray and tell you when it is done. You can change this in Settings › Appearance.</source>
        <translation>Desktop Agent kann im Infobereich weiterlaufen und Ihnen Bescheid geben, wenn es fertig ist. Sie können das unter Einstellungen › Darstellung ändern.</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Im Infobereich weiterlaufen</translation>
    </message>
    <message>
        <source>Approval waiting</source>
        <translation>Genehmigung ausstehend</translation>
    </message>
    <message>
        <source>{title}: {tool} waits for your approval.</source>
        <translation>{title}: {tool} wartet auf Ihre Genehmigung.</translation>
    </message>
    <message>
        <source>Answer ready</source>
        <translation>Antwort bereit</translation>
    </message>
    <message>
        <source>Answer stopped</source>
        <translation>Antwort gestoppt</translation>
    </message>
    <message>
        <source>{name} — next {when}</source>
        <translation>{name} — nächster Lauf {when}</translation>
    </message>
    <message>
        <source>Schedules…</source>
        <translation>Zeitpläne…</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Read {path}</source>
        <translation>{path} lesen</translation>
    </message>
    <message>
        <source>Write {path}</source>
        <translation>{path} schreiben</translation>
    </message>
    <message>
        <source>Edit {path}</source>
        <translation>{path} bearbeiten</translation>
    </message>
    <message>
        <source>Delete {path}</source>
        <translation>{path} löschen</translation>
    </message>
    <message>
        <source>Run `{command}`</source>
        <translation>`{command}` ausführen</translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation>den Arbeitsbereich</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>{folder} auflisten</translation>
    </message>
    <message>
        <source>Search for “{text}”</source>
        <translation>Nach „{text}“ suchen</translation>
    </message>
    <message>
        <source>Find files like “{text}”</source>
        <translation>Dateien wie „{text}“ finden</translation>
    </message>
    <message>
        <source>Read {page}</source>
        <translation>{page} lesen</translation>
    </message>
    <message>
        <source>Search the web for “{text}”</source>
        <translation>Im Web nach „{text}“ suchen</translation>
    </message>
    <message>
        <source>Search “{bases}” for “{text}”</source>
        <translation>„{bases}“ nach „{text}“ durchsuchen</translation>
    </message>
    <message>
        <source>Search the knowledge bases for “{text}”</source>
        <translation>Die Wissensdatenbanken nach „{text}“ durchsuchen</translation>
    </message>
    <message>
        <source>Remember “{text}”</source>
        <translation>„{text}“ merken</translation>
    </message>
    <message>
        <source>Search past chats for “{text}”</source>
        <translation>Frühere Chats nach „{text}“ durchsuchen</translation>
    </message>
    <message>
        <source>Ask you “{text}”</source>
        <translation>Sie fragen: „{text}“</translation>
    </message>
    <message>
        <source>Use the skill “{name}”</source>
        <translation>Die Fähigkeit „{name}“ verwenden</translation>
    </message>
    <message>
        <source>Update the plan</source>
        <translation>Den Plan aktualisieren</translation>
    </message>
    <message>
        <source>…{n:,} more lines</source>
        <translation>…{n:,} weitere Zeilen</translation>
    </message>
    <message>
        <source>Use the skill “{name}” from {server}</source>
        <translation>Die Fähigkeit „{name}“ von {server} verwenden</translation>
    </message>
</context>
<context>
    <name>RerunReview</name>
    <message>
        <source>Re-run with these approved?</source>
        <translation>Mit diesen Freigaben erneut ausführen?</translation>
    </message>
    <message>
        <source>Run {name} now, allowing this once exactly the calls below, which its run of {when} refused. Any other call that would ask is refused as usual; the job&apos;s rules stay as they are.</source>
        <translation>{name} jetzt ausführen und dieses eine Mal genau die Aufrufe unten erlauben, die sein Lauf von {when} abgelehnt hat. Jeder andere Aufruf, der fragen würde, wird wie üblich abgelehnt; die Regeln des Auftrags bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Still refused (only a chat can approve them):</source>
        <translation>Weiterhin abgelehnt (nur ein Chat kann sie freigeben):</translation>
    </message>
    <message>
        <source>The calls to allow</source>
        <translation>Die zu erlaubenden Aufrufe</translation>
    </message>
    <message>
        <source>Run with these allowed</source>
        <translation>Mit diesen erlaubt ausführen</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <source>Server address problem</source>
        <translation>Problem mit der Serveradresse</translation>
    </message>
    <message>
        <source>Only if the server asks for one</source>
        <translation>Nur wenn der Server einen verlangt</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The model&apos;s name, or Test to list them</source>
        <translation>Name des Modells, oder Testen, um sie aufzulisten</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Test the connection to the server</source>
        <translation>Verbindung zum Server testen</translation>
    </message>
    <message>
        <source>Server test result</source>
        <translation>Ergebnis des Servertests</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>Diesen Server verwenden</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <source>Or a server of your own</source>
        <translation>Oder ein eigener Server</translation>
    </message>
    <message>
        <source>My own server (OpenAI-compatible)…</source>
        <translation>Eigener Server (OpenAI-kompatibel)…</translation>
    </message>
    <message>
        <source>Set up my own OpenAI-compatible server</source>
        <translation>Eigenen OpenAI-kompatiblen Server einrichten</translation>
    </message>
    <message>
        <source>vLLM, LM Studio, llama.cpp or another server that speaks OpenAI&apos;s API, at any address.</source>
        <translation>vLLM, LM Studio, llama.cpp oder ein anderer Server mit OpenAIs API, unter beliebiger Adresse.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Testen</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>Geben Sie die Adresse des Servers ein, z. B. http://192.168.1.20:8000/v1.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein.</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address; put a key in API key.</source>
        <translation>Benutzername und Passwort gehören nicht in die Adresse; tragen Sie einen Schlüssel unter API-Schlüssel ein.</translation>
    </message>
    <message>
        <source>Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>Geben Sie die Adresse ohne ? oder # ein, z. B. http://192.168.1.20:8000/v1.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Wird getestet…</translation>
    </message>
    <message>
        <source>Asking {url} for its models…</source>
        <translation>{url} wird nach seinen Modellen gefragt…</translation>
    </message>
    <message>
        <source>{url} is reachable, but lists no models: type the model&apos;s name.</source>
        <translation>{url} ist erreichbar, nennt aber keine Modelle: Geben Sie den Namen des Modells ein.</translation>
    </message>
    <message>
        <source>{url} is reachable with one model.</source>
        <translation>{url} ist erreichbar, mit einem Modell.</translation>
    </message>
    <message>
        <source>{url} is reachable with {count} models.</source>
        <translation>{url} ist erreichbar, mit {count} Modellen.</translation>
    </message>
    <message>
        <source>{address} refused the connection: no server listens on that port. Is it running, and listening on the network (not only on its own computer&apos;s 127.0.0.1)?</source>
        <translation>{address} hat die Verbindung abgelehnt: An diesem Port wartet kein Server. Läuft er, und lauscht er im Netzwerk (nicht nur auf 127.0.0.1 seines eigenen Rechners)?</translation>
    </message>
    <message>
        <source>The computer {host} is not known. Check the address for typing errors.</source>
        <translation>Der Rechner {host} ist nicht bekannt. Prüfen Sie die Adresse auf Tippfehler.</translation>
    </message>
    <message>
        <source>{address} did not answer within {seconds} seconds. Check the address, the port and any firewall.</source>
        <translation>{address} hat nicht innerhalb von {seconds} Sekunden geantwortet. Prüfen Sie Adresse, Port und Firewall.</translation>
    </message>
    <message>
        <source>{address} answers, but its certificate is not trusted by this computer (self-signed?). Use http:// on a trusted network, or a certificate this computer trusts.</source>
        <translation>{address} antwortet, aber sein Zertifikat ist auf diesem Rechner nicht vertrauenswürdig (selbst signiert?). Verwenden Sie http:// in einem vertrauenswürdigen Netz oder ein Zertifikat, dem dieser Rechner vertraut.</translation>
    </message>
    <message>
        <source>Could not reach {address}. Check the address and the network.</source>
        <translation>{address} ist nicht erreichbar. Prüfen Sie Adresse und Netzwerk.</translation>
    </message>
    <message>
        <source>The server answers, but needs an API key: enter it and test again.</source>
        <translation>Der Server antwortet, braucht aber einen API-Schlüssel: Geben Sie ihn ein und testen Sie erneut.</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP {status}). Check the key.</source>
        <translation>Der Server hat den API-Schlüssel abgelehnt (HTTP {status}). Prüfen Sie den Schlüssel.</translation>
    </message>
    <message>
        <source>The server sends the request elsewhere ({location}). If you trust that address, enter it instead.</source>
        <translation>Der Server leitet die Anfrage anderswohin weiter ({location}). Wenn Sie dieser Adresse vertrauen, geben Sie sie stattdessen ein.</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP {status}).</source>
        <translation>Der Server hat mit einem Fehler geantwortet (HTTP {status}).</translation>
    </message>
    <message>
        <source>The server&apos;s answer is larger than {size} MB: not an OpenAI-compatible model list.</source>
        <translation>Die Antwort des Servers ist größer als {size} MB: keine OpenAI-kompatible Modellliste.</translation>
    </message>
    <message>
        <source>Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at {models}. Such addresses usually end in /v1.</source>
        <translation>Unter {url} antwortet etwas, aber nicht wie ein OpenAI-kompatibler Server: Unter {models} gibt es keine Modellliste. Solche Adressen enden meist auf /v1.</translation>
    </message>
    <message>
        <source>Enter the model&apos;s name, or press Test to list the server&apos;s models.</source>
        <translation>Geben Sie den Namen des Modells ein, oder drücken Sie Testen, um die Modelle des Servers aufzulisten.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>(code block)</source>
        <translation>(Codeblock)</translation>
    </message>
    <message>
        <source>(code block in {language})</source>
        <translation>(Codeblock in {language})</translation>
    </message>
    <message>
        <source>(code)</source>
        <translation>(Code)</translation>
    </message>
    <message>
        <source>(a table with {rows} rows)</source>
        <translation>(eine Tabelle mit {rows} Zeilen)</translation>
    </message>
    <message>
        <source>(a table with one row)</source>
        <translation>(eine Tabelle mit einer Zeile)</translation>
    </message>
    <message>
        <source>(formula)</source>
        <translation>(Formel)</translation>
    </message>
    <message>
        <source>(image)</source>
        <translation>(Bild)</translation>
    </message>
</context>
<context>
    <name>VoicePage</name>
    <message>
        <source>Dictation</source>
        <translation>Diktat</translation>
    </message>
    <message>
        <source>On this computer (English)</source>
        <translation>Auf diesem Computer (Englisch)</translation>
    </message>
    <message>
        <source>An endpoint (any language)</source>
        <translation>Ein Endpunkt (jede Sprache)</translation>
    </message>
    <message>
        <source>Endpoint provider</source>
        <translation>Endpunkt-Anbieter</translation>
    </message>
    <message>
        <source>the default provider</source>
        <translation>der Standardanbieter</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Transkriptionsmodell</translation>
    </message>
    <message>
        <source>Language spoken</source>
        <translation>Gesprochene Sprache</translation>
    </message>
    <message>
        <source>The window&apos;s</source>
        <translation>Wie das Fenster</translation>
    </message>
    <message>
        <source>Send what was dictated at once</source>
        <translation>Diktierten Text sofort senden</translation>
    </message>
    <message>
        <source>Read answers with</source>
        <translation>Antworten vorlesen mit</translation>
    </message>
    <message>
        <source>This computer&apos;s voices</source>
        <translation>Stimmen dieses Computers</translation>
    </message>
    <message>
        <source>The endpoint&apos;s speech</source>
        <translation>Sprachausgabe des Endpunkts</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <source>The language&apos;s first voice</source>
        <translation>Erste Stimme der Sprache</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>Sprachausgabemodell</translation>
    </message>
    <message>
        <source>Endpoint voice</source>
        <translation>Stimme des Endpunkts</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a small speech model (Moonshine tiny, English), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) understands other languages and gets the recording. The endpoint uses a provider&apos;s address and key.</source>
        <translation>Das Diktieren auf diesem Computer verwendet ein kleines Spracherkennungsmodell (Moonshine tiny, Englisch), das einmalig heruntergeladen wird; nichts von dem, was Sie sagen, verlässt den Computer. Ein Endpunkt (ein OpenAI-kompatibles /audio/transcriptions, etwa von OpenAI oder von einem lokalen Server) versteht andere Sprachen und erhält die Aufnahme. Der Endpunkt verwendet die Adresse und den Schlüssel eines Anbieters.</translation>
    </message>
    <message>
        <source>Dictation:</source>
        <translation>Diktat:</translation>
    </message>
    <message>
        <source>Endpoint provider:</source>
        <translation>Endpunkt-Anbieter:</translation>
    </message>
    <message>
        <source>Transcription model:</source>
        <translation>Transkriptionsmodell:</translation>
    </message>
    <message>
        <source>Language spoken:</source>
        <translation>Gesprochene Sprache:</translation>
    </message>
    <message>
        <source>Read answers with:</source>
        <translation>Antworten vorlesen mit:</translation>
    </message>
    <message>
        <source>Voice:</source>
        <translation>Stimme:</translation>
    </message>
    <message>
        <source>Speech model:</source>
        <translation>Sprachausgabemodell:</translation>
    </message>
    <message>
        <source>Endpoint voice:</source>
        <translation>Stimme des Endpunkts:</translation>
    </message>
    <message>
        <source>The speech model ({megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>Das Spracherkennungsmodell ({megabytes} MB) wird beim ersten Diktieren heruntergeladen.</translation>
    </message>
    <message>
        <source>The speech model is on this computer.</source>
        <translation>Das Spracherkennungsmodell ist auf diesem Computer vorhanden.</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}) is on this computer.</source>
        <translation>Das Sprachmodell für diese Sprache ({model}) ist auf diesem Computer.</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}, {megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>Das Sprachmodell für diese Sprache ({model}, {megabytes} MB) wird beim ersten Diktieren heruntergeladen.</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for English, Whisper base for the others), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) gets the recording instead, with a provider&apos;s address and key.</source>
        <translation>Diktieren auf diesem Computer nutzt ein Sprachmodell, das nach der Sprache gewählt wird (Moonshine tiny für Englisch, Whisper base für die anderen), einmal heruntergeladen; nichts, was Sie sagen, verlässt den Computer. Ein Endpunkt (ein OpenAI-kompatibles /audio/transcriptions, etwa das von OpenAI oder eines lokalen Servers) erhält stattdessen die Aufnahme, mit der Adresse und dem Schlüssel eines Anbieters.</translation>
    </message>
</context>
<context>
    <name>UpdatesPage</name>
    <message>
        <source>Look for a new version once a day</source>
        <translation>Einmal täglich nach einer neuen Version suchen</translation>
    </message>
    <message>
        <source>Update feed</source>
        <translation>Update-Quelle</translation>
    </message>
    <message>
        <source>the project&apos;s own</source>
        <translation>die des Projekts</translation>
    </message>
    <message>
        <source>Root of trust</source>
        <translation>Vertrauensanker</translation>
    </message>
    <message>
        <source>the one shipped with the app</source>
        <translation>der mit der App ausgelieferte</translation>
    </message>
    <message>
        <source>This copy is {version}. {how}</source>
        <translation>Diese Installation ist Version {version}. {how}</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Jetzt prüfen</translation>
    </message>
    <message>
        <source>Updates are described by signed metadata, checked before anything is downloaded or unpacked; the new version is put beside this one and swapped in only when it is complete. Your history and settings are never touched.</source>
        <translation>Updates werden durch signierte Metadaten beschrieben, die geprüft werden, bevor etwas heruntergeladen oder entpackt wird; die neue Version wird neben dieser abgelegt und erst ausgetauscht, wenn sie vollständig ist. Ihr Verlauf und Ihre Einstellungen bleiben immer unberührt.</translation>
    </message>
    <message>
        <source>Update feed:</source>
        <translation>Update-Quelle:</translation>
    </message>
    <message>
        <source>Root of trust:</source>
        <translation>Vertrauensanker:</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, or nothing.</source>
        <translation>Geben Sie eine http://- oder https://-Adresse an oder lassen Sie das Feld leer.</translation>
    </message>
    <message>
        <source>Looking for a new version…</source>
        <translation>Suche nach einer neuen Version…</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available.</source>
        <translation>Desktop Agent {version} ist verfügbar.</translation>
    </message>
    <message>
        <source>This is the newest version.</source>
        <translation>Dies ist die neueste Version.</translation>
    </message>
</context>
<context>
    <name>BundleDialog</name>
    <message>
        <source>Install {name}?</source>
        <translation>Installieren: {name}?</translation>
    </message>
    <message>
        <source>{title} {version}, by {author}</source>
        <translation>{title} {version}, von {author}</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>Werkzeuge: {names}</translation>
    </message>
    <message>
        <source>It will run, in the sandbox with the network:</source>
        <translation>Es wird ausgeführt, in der Sandbox mit Netzwerkzugriff:</translation>
    </message>
    <message>
        <source>A server called {name} exists: installing replaces it.</source>
        <translation>Ein Server namens {name} ist bereits vorhanden: Die Installation ersetzt ihn.</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <source>several, separated by {sep}</source>
        <translation>mehrere, getrennt durch {sep}</translation>
    </message>
    <message>
        <source>With {variables}</source>
        <translation>Mit {variables}</translation>
    </message>
    <message>
        <source>Could not install the bundle; the details are in the log.</source>
        <translation>Das Bundle konnte nicht installiert werden; Details stehen im Protokoll.</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Moonshine tiny, English</source>
        <translation>Moonshine tiny, Englisch</translation>
    </message>
    <message>
        <source>Whisper base, 99 languages</source>
        <translation>Whisper base, 99 Sprachen</translation>
    </message>
</context>
<context>
    <name>McpViews</name>
    <message>
        <source>Open link</source>
        <translation>Link öffnen</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to open this address in your browser:</source>
        <translation>Die Ansicht des MCP-Servers „{server}“ möchte diese Adresse in Ihrem Browser öffnen:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Send a message</source>
        <translation>Nachricht senden</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to send this message as yours:</source>
        <translation>Die Ansicht des MCP-Servers „{server}“ möchte diese Nachricht in Ihrem Namen senden:</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Context from {server}.md</source>
        <translation>Kontext von {server}.md</translation>
    </message>
    <message>
        <source>The view&apos;s conversation is no longer shown.</source>
        <translation>Die Unterhaltung dieser Ansicht wird nicht mehr angezeigt.</translation>
    </message>
    <message>
        <source>This call&apos;s view is no longer kept.</source>
        <translation>Die Ansicht dieses Aufrufs wird nicht mehr aufbewahrt.</translation>
    </message>
    <message>
        <source>{tool} — a view of the MCP server “{server}”</source>
        <translation>{tool} — eine Ansicht des MCP-Servers „{server}“</translation>
    </message>
</context>
<context>
    <name>WebEngine</name>
    <message>
        <source>This installation does not include the web engine, and it cannot be added to it: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>Diese Installation enthält die Web-Engine nicht, und sie lässt sich hier nicht hinzufügen: Installieren Sie die App aus ihrem Python-Paket mit dem Extra „apps“ (pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
    <message>
        <source>The Python environment the app runs in has no pip, so the web engine cannot be added from here: install PySide6-Addons {version} into it.</source>
        <translation>Die Python-Umgebung der App hat kein pip, daher lässt sich die Web-Engine nicht von hier hinzufügen: Installieren Sie PySide6-Addons {version} in diese Umgebung.</translation>
    </message>
    <message>
        <source>This build of the app cannot add the web engine on this system: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>Dieser Build der App kann die Web-Engine auf diesem System nicht hinzufügen: Installieren Sie die App aus ihrem Python-Paket mit dem Extra „apps“ (pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
</context>
<context>
    <name>WebEngineRow</name>
    <message>
        <source>MCP Apps&apos; views</source>
        <translation>Ansichten von MCP-Apps</translation>
    </message>
    <message>
        <source>Add the web engine…</source>
        <translation>Web-Engine hinzufügen…</translation>
    </message>
    <message>
        <source>Add the web engine</source>
        <translation>Web-Engine hinzufügen</translation>
    </message>
    <message>
        <source>What adding the web engine printed</source>
        <translation>Ausgabe beim Hinzufügen der Web-Engine</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are shown in their tool cards (web engine {version}).</source>
        <translation>Ansichten von MCP-Apps werden in ihren Werkzeugkarten angezeigt (Web-Engine {version}).</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views need the web engine, which is not installed (about {size} MB to download): until then, a tool with a view shows its text result.</source>
        <translation>Ansichten von MCP-Apps brauchen die Web-Engine, die nicht installiert ist (etwa {size} MB Download): Bis dahin zeigt ein Werkzeug mit Ansicht sein Textergebnis.</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are not shown: tools with a view show their text results.</source>
        <translation>Ansichten von MCP-Apps werden nicht angezeigt: Werkzeuge mit Ansicht zeigen ihre Textergebnisse.</translation>
    </message>
    <message>
        <source>This runs the command below, which downloads about {size} MB and adds it to the app:</source>
        <translation>Dies führt den folgenden Befehl aus, der etwa {size} MB herunterlädt und der App hinzufügt:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Adding the web engine… (about {size} MB)</source>
        <translation>Web-Engine wird hinzugefügt… (etwa {size} MB)</translation>
    </message>
    <message>
        <source>Done: the next views show in their tool cards.</source>
        <translation>Fertig: Die nächsten Ansichten erscheinen in ihren Werkzeugkarten.</translation>
    </message>
    <message>
        <source>Downloading the web engine</source>
        <translation>Web-Engine wird heruntergeladen</translation>
    </message>
    <message>
        <source>%p% of {size} MB</source>
        <translation>%p% von {size} MB</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop downloading the web engine</source>
        <translation>Herunterladen der Web-Engine anhalten</translation>
    </message>
    <message>
        <source>This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept in {folder}.</source>
        <translation>Dies lädt {size} MB von {host} herunter: PySide6-Addons und PySide6-Essentials {version}, jeweils geprüft gegen die SHA-256-Summe, mit der diese App gebaut wurde. Etwa {disk} MB davon werden in {folder} behalten.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Downloading the web engine…</source>
        <translation>Web-Engine wird heruntergeladen…</translation>
    </message>
    <message>
        <source>The download was stopped; nothing of it was kept.</source>
        <translation>Der Download wurde angehalten; nichts davon wurde behalten.</translation>
    </message>
    <message>
        <source>The web engine was not added: {why}</source>
        <translation>Die Web-Engine wurde nicht hinzugefügt: {why}</translation>
    </message>
    <message>
        <source>The next views show in their tool cards.</source>
        <translation>Die nächsten Ansichten erscheinen in ihren Werkzeugkarten.</translation>
    </message>
</context>
<context>
    <name>ViewWindow</name>
    <message>
        <source>Whose view this is</source>
        <translation>Wessen Ansicht das ist</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>Zurück zum Chat</translation>
    </message>
</context>
</TS>
