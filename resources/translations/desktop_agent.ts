<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="32"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="38"/>
        <source>Font size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="40"/>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="43"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="47"/>
        <source>Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="48"/>
        <source>Font size:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="66"/>
        <source>Approve {tool}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="72"/>
        <source>&lt;b&gt;{tool}&lt;/b&gt; wants to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="74"/>
        <source>Risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="85"/>
        <source>a built-in tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="87"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="90"/>
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="91"/>
        <source>the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99"/>
        <source>Why this always asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104"/>
        <source>What will run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="106"/>
        <source>How the tool changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108"/>
        <source>Tool changed since you approved it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="110"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="118"/>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="113"/>
        <source>Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="116"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="127"/>
        <source>Only calls like</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128"/>
        <source>every call of this tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131"/>
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="135"/>
        <source>in every folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136"/>
        <source>Always approve in every folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138"/>
        <source>Only calls like:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143"/>
        <source>Note to the model if you deny (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="144"/>
        <source>Note to the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="148"/>
        <source>&amp;Approve once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="149"/>
        <source>Approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150"/>
        <source>For this &amp;session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151"/>
        <source>Approve for this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="152"/>
        <source>A&amp;lways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153"/>
        <source>Always approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="154"/>
        <source>&amp;Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="155"/>
        <source>Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="173"/>
        <source>Low risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="174"/>
        <source>Medium risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="175"/>
        <source>High risk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="117"/>
        <source>Copied to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="233"/>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="260"/>
        <source>Thought for a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="262"/>
        <source>Thought for {s:.0f} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="264"/>
        <source>Thoughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="293"/>
        <source>  from {server}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="300"/>
        <source>Review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="309"/>
        <source>Result ({n:,} lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="309"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="313"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="319"/>
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="120"/>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="185"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="192"/>
        <source>Open link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="186"/>
        <source>Open this address in your browser?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="217"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="221"/>
        <source> · {n:,} from cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="236"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="236"/>
        <source>Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="302"/>
        <source>Interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="302"/>
        <source>Ended by an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="319"/>
        <source>Show earlier messages ({n:,})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="415"/>
        <source>Show newer messages ({n:,})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="465"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="467"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="474"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="476"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="564"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="586"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="565"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="570"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="584"/>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="625"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="707"/>
        <source>Open settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="709"/>
        <source>Retry</source>
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
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="173"/>
        <source>API key for {provider}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="176"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="182"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="91"/>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="92"/>
        <source>Paste the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="94"/>
        <source>Save key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="95"/>
        <source>Save the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="102"/>
        <source>API key message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="120"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="148"/>
        <source>Type or paste the key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="123"/>
        <source>Saving the key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="142"/>
        <source>The key is saved in your keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="154"/>
        <source>The key is kept for this run only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="52"/>
        <source>Keyring problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="54"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="60"/>
        <source>Keep for this run only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="61"/>
        <source>Keep the key for this run only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="77"/>
        <source>Set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="78"/>
        <source>Set for this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="79"/>
        <source>Not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="80"/>
        <source>Not set (keyring unavailable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="87"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="92"/>
        <source>Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="99"/>
        <location filename="../../desktop_agent/ui/main_window.py" line="100"/>
        <location filename="../../desktop_agent/ui/main_window.py" line="424"/>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="101"/>
        <source>New session (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="103"/>
        <source>Search sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="104"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="134"/>
        <source>Editing a sent message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="139"/>
        <source>Message input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="141"/>
        <source>Message Desktop Agent…  (Enter sends, Shift+Enter adds a line, Up edits the last one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="144"/>
        <location filename="../../desktop_agent/ui/main_window.py" line="145"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="146"/>
        <source>Send (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="147"/>
        <location filename="../../desktop_agent/ui/main_window.py" line="148"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="149"/>
        <source>Stop (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="168"/>
        <source>Desktop Agent {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="131"/>
        <location filename="../../desktop_agent/ui/main_window.py" line="192"/>
        <source>Your conversations will appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="227"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="236"/>
        <source>&amp;New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="237"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="239"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="227"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="241"/>
        <source>&amp;Search sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="242"/>
        <source>&amp;Focus the message input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="243"/>
        <source>&amp;Edit the last message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="244"/>
        <source>&amp;Copy the last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="227"/>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="246"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="247"/>
        <source>&amp;Regenerate the last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="248"/>
        <source>&amp;Next session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="249"/>
        <source>&amp;Previous session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="251"/>
        <source>Re&amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="252"/>
        <source>&amp;Permissions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="227"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="129"/>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="254"/>
        <source>&amp;About Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="277"/>
        <source>Permissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="277"/>
        <source>No approvals are saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="296"/>
        <source>About Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="298"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="388"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="390"/>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="390"/>
        <source>Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="394"/>
        <source>Unarchive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="394"/>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="398"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="412"/>
        <source>Rename session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="412"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="563"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="592"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="621"/>
        <source>Copied to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="74"/>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="75"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="76"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="77"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="219"/>
        <source>Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="78"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="80"/>
        <source>Import from Claude Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="83"/>
        <source>Choose a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="106"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="107"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="205"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="219"/>
        <source>Enable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="232"/>
        <source>(nothing on stderr yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="290"/>
        <source>Starting {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="346"/>
        <source>Import MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="36"/>
        <source>Permissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="42"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="48"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49"/>
        <source>Only this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="55"/>
        <source>Saved approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="65"/>
        <source>&amp;Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66"/>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="98"/>
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
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68"/>
        <source>All tools (asks before changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69"/>
        <source>Read-only tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="70"/>
        <source>No tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>The model&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="74"/>
        <source>Temperature problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78"/>
        <source>Maximum tokens per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="79"/>
        <source>Let the model think before answering (when it can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="80"/>
        <source>Thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking budget in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87"/>
        <source>Step cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>The most model calls one message may lead to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>System prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93"/>
        <source>Tools:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="94"/>
        <source>Temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>Max tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Thinking budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99"/>
        <source>Step cap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="115"/>
        <source>{name} (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="158"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="160"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="189"/>
        <source>New profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="189"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="198"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="200"/>
        <source>There is already a profile called {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="202"/>
        <source>Fix the highlighted value first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="42"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="47"/>
        <source>The address must not contain spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="86"/>
        <source>Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="87"/>
        <source>Add endpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="88"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="89"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="113"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="90"/>
        <source>Remove this custom endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="99"/>
        <source>Endpoint name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="100"/>
        <source>Endpoint name problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="102"/>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="103"/>
        <source>Base URL problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="106"/>
        <source>Provider&apos;s default model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="107"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108"/>
        <source>This endpoint needs an API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="110"/>
        <source>API key status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111"/>
        <source>Set…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="112"/>
        <source>Set the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="114"/>
        <source>Remove the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="417"/>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="123"/>
        <source>Connection test result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="128"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="130"/>
        <source>Base URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="132"/>
        <source>Default model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="134"/>
        <source>API key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="151"/>
        <source>Use by default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="153"/>
        <source>Default provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="156"/>
        <source>Default model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="158"/>
        <source>Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="159"/>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="205"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="298"/>
        <source>{name} (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="308"/>
        <source>My endpoint {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="348"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="352"/>
        <source>Not set (not needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="393"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="402"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="404"/>
        <source>Connecting to {url}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="421"/>
        <source>Connected, but the server lists no models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="424"/>
        <source>Connected: {count} models ({models}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="453"/>
        <source>Give the endpoint a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="457"/>
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
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Edit MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Add MCP server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>Command (stdio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>URL (streamable HTTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63"/>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68"/>
        <source>default (60 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77"/>
        <source>one argument per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="92"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="93"/>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="94"/>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="95"/>
        <source>Working folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="97"/>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="98"/>
        <source>Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="116"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="117"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="118"/>
        <source>Call timeout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44"/>
        <location filename="../../desktop_agent/ui/header.py" line="109"/>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45"/>
        <source>Session title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53"/>
        <source>Agent profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59"/>
        <source>Provider and model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60"/>
        <source>provider/model — pick one or type any model id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69"/>
        <source>Token usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="130"/>
        <source>{n} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="132"/>
        <source> · context {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="150"/>
        <source>Choose the workspace folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="167"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="47"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="51"/>
        <source>Settings pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55"/>
        <source>&amp;Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56"/>
        <source>Agent p&amp;rofiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="57"/>
        <source>&amp;Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="61"/>
        <source>Settings message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="70"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="97"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="105"/>
        <source>A setting is not valid: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="117"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="126"/>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="99"/>
        <source>Welcome to Desktop Agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="102"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="105"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="112"/>
        <source>On this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="114"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="183"/>
        <source>Looking for model servers on this computer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116"/>
        <source>Local model servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117"/>
        <source>Search again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="118"/>
        <source>Search again for local model servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="128"/>
        <source>Or a cloud provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="131"/>
        <source>Cloud provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="136"/>
        <source>Save key and start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="138"/>
        <source>&amp;Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="142"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150"/>
        <source>Welcome message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="151"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="152"/>
        <source>Set up later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="192"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="198"/>
        <source>Found on this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="208"/>
        <source>{label} found on {address} with {count} models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="214"/>
        <source>Use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216"/>
        <source>Use {label} on {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="248"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>dialog</name>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="153"/>
        <source>MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
