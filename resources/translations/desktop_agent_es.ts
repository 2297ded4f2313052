<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name />
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26" />
        <source>Pinned</source>
        <translation>Fijadas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30" />
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32" />
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53" />
        <source>Yesterday</source>
        <translation>Ayer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34" />
        <source>Previous 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36" />
        <source>Previous 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38" />
        <source>{month} {year}</source>
        <translation>{month} de {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48" />
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50" />
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="51" />
        <source>{n} h</source>
        <translation>{n} h</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="58" />
        <source>{day} {month}</source>
        <translation>{day} {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="59" />
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="186" />
        <source>works with the tools; asks before changes</source>
        <translation>trabaja con las herramientas; pregunta antes de hacer cambios</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="187" />
        <source>reads only, then proposes a plan</source>
        <translation>solo lee y luego propone un plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="188" />
        <source>talks; no tools</source>
        <translation>conversa; sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="190" />
        <source>a profile</source>
        <translation>un perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="194" />
        <source>{folder} brings skills of its own</source>
        <translation>{folder} trae sus propias habilidades</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33" />
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34" />
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46" />
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35" />
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36" />
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39" />
        <source>Font size</source>
        <translation>Tamaño de letra</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41" />
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42" />
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45" />
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50" />
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>El idioma cambia cuando Desktop Agent se vuelve a iniciar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52" />
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>Los cambios se ven al instante; Cancelar los deshace.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56" />
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57" />
        <source>Font size:</source>
        <translation>Tamaño de letra:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59" />
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76" />
        <source>Approve {tool}?</source>
        <translation>¿Aprobar {tool}?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82" />
        <source>{tool} wants to run</source>
        <translation>{tool} quiere ejecutarse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83" />
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88" />
        <source>Risk</source>
        <translation>Riesgo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99" />
        <source>a built-in tool</source>
        <translation>una herramienta integrada</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101" />
        <source>a tool from the MCP server “{server}”</source>
        <translation>una herramienta del servidor MCP «{server}»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104" />
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>Lo pide {model} · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105" />
        <source>the model</source>
        <translation>el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108" />
        <source>Why it asks</source>
        <translation>Por qué lo pide</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114" />
        <source>Why this always asks</source>
        <translation>Por qué esto siempre pide aprobación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119" />
        <source>What will run</source>
        <translation>Qué se ejecutará</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121" />
        <source>How the tool changed</source>
        <translation>Cómo cambió la herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123" />
        <source>Tool changed since you approved it</source>
        <translation>La herramienta cambió desde tu aprobación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125" />
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133" />
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128" />
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131" />
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136" />
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138" />
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142" />
        <source>Only calls like</source>
        <translation>Solo llamadas como</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143" />
        <source>every call of this tool</source>
        <translation>todas las llamadas de esta herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146" />
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Para «esta sesión» y «siempre»: solo las llamadas que coinciden con este patrón (un glob de rutas como src/**, un comando como git log *, un host). Vacío significa todas las llamadas de la herramienta.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150" />
        <source>in every folder</source>
        <translation>en todas las carpetas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151" />
        <source>Always approve in every folder</source>
        <translation>Aprobar siempre en todas las carpetas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153" />
        <source>Only calls like:</source>
        <translation>Solo llamadas como:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158" />
        <source>Note to the model if you deny (optional)</source>
        <translation>Nota para el modelo si deniegas (opcional)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159" />
        <source>Note to the model</source>
        <translation>Nota para el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163" />
        <source>&amp;Approve once</source>
        <translation>&amp;Aprobar una vez</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164" />
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165" />
        <source>For this &amp;session</source>
        <translation>Para esta &amp;sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166" />
        <source>Approve for this session</source>
        <translation>Aprobar para esta sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167" />
        <source>A&amp;lways</source>
        <translation>S&amp;iempre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168" />
        <source>Always approve</source>
        <translation>Aprobar siempre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169" />
        <source>&amp;Deny</source>
        <translation>&amp;Denegar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170" />
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183" />
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>Guardado, pero las llamadas como esta seguirán pidiendo aprobación: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188" />
        <source>Low risk</source>
        <translation>Riesgo bajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189" />
        <source>Medium risk</source>
        <translation>Riesgo medio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190" />
        <source>High risk</source>
        <translation>Riesgo alto</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="199" />
        <location filename="../../desktop_agent/ui/chat_document.py" line="206" />
        <source>Open link</source>
        <translation>Abrir enlace</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="200" />
        <source>Open this address in your browser?</source>
        <translation>¿Abrir esta dirección en tu navegador?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="244" />
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>{inp:,} tokens de entrada · {out:,} de salida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="248" />
        <source> · {n:,} from cache</source>
        <translation> · {n:,} de la caché</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="260" />
        <source>Copied to the clipboard</source>
        <translation>Copiado al portapapeles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="472" />
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="475" />
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="549" />
        <source>Thought for a moment</source>
        <translation>Pensó un momento</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="551" />
        <source>Thought for {s:.0f} s</source>
        <translation>Pensó durante {s:.0f} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="553" />
        <source>Thoughts</source>
        <translation>Pensamientos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="640" />
        <source>Interrupted</source>
        <translation>Interrumpida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="640" />
        <source>Ended by an error</source>
        <translation>Terminó con un error</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="666" />
        <source>  from {server}</source>
        <translation>  de {server}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="677" />
        <source>Review…</source>
        <translation>Revisar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="686" />
        <source>Result ({n:,} lines)</source>
        <translation>Resultado ({n:,} líneas)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="686" />
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="690" />
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="696" />
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… {n:,} líneas más (Copiar las incluye todas)</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="55" />
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="149" />
        <source>The preview opened in your browser</source>
        <translation>La vista previa se abrió en tu navegador</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="151" />
        <source>No browser could open {path}</source>
        <translation>Ningún navegador pudo abrir {path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="220" />
        <source>Show earlier messages ({n:,})</source>
        <translation>Mostrar mensajes anteriores ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="230" />
        <source>Show newer messages ({n:,})</source>
        <translation>Mostrar mensajes más recientes ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="370" />
        <source>Previous version</source>
        <translation>Versión anterior</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="373" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="393" />
        <source>Next version</source>
        <translation>Versión siguiente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="386" />
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="388" />
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="395" />
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="479" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="511" />
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="452" />
        <source>Answering with the skill @{name}.</source>
        <translation>Respondiendo con la habilidad @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="479" />
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="485" />
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} Reintentando en {delay:.0f} s ({n} de {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="503" />
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="508" />
        <source>Build this plan</source>
        <translation>Ejecutar este plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="509" />
        <source>The plan is ready.</source>
        <translation>El plan está listo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="537" />
        <source>Waiting for the first word… {s} s</source>
        <translation>Esperando la primera palabra… {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="538" />
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>Leyendo la conversación… {pct} % de {total} tokens · {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="563" />
        <source>Open settings</source>
        <translation>Abrir configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="563" />
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27" />
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79" />
        <source>Jump to latest</source>
        <translation>Ir al final</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28" />
        <source>Jump to the newest message (End)</source>
        <translation>Ir al mensaje más reciente (End)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73" />
        <source>{n} new messages</source>
        <translation>{n} mensajes nuevos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75" />
        <source>1 new message</source>
        <translation>1 mensaje nuevo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16" />
        <source>Summarise what this folder's project does</source>
        <translation>Resume qué hace el proyecto de esta carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17" />
        <source>Find the TODO comments and list them by file</source>
        <translation>Busca los comentarios TODO y enuméralos por archivo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18" />
        <source>Explain the last error in the log and how to fix it</source>
        <translation>Explica el último error del registro y cómo corregirlo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34" />
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37" />
        <source>Ask anything</source>
        <translation>Pregunta lo que quieras</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45" />
        <source>Model and folder</source>
        <translation>Modelo y carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56" />
        <source>Put this request in the message box</source>
        <translation>Poner esta petición en el cuadro de mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73" />
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  en {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28" />
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>Resumen deshecho: los {n} mensajes anteriores vuelven a enviarse completos al modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32" />
        <source>Earlier conversation summarised</source>
        <translation>Conversación anterior resumida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34" />
        <source>Earlier conversation summarised on request</source>
        <translation>Conversación anterior resumida a petición tuya</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36" />
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} mensajes, aprox. {before} → {after} tokens.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84" />
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86" />
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88" />
        <source>Show summary</source>
        <translation>Mostrar resumen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="69" />
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="71" />
        <source>waiting for your approval</source>
        <translation>esperando tu aprobación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="73" />
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="75" />
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="77" />
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="79" />
        <source>denied</source>
        <translation>denegado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="81" />
        <source>interrupted</source>
        <translation>interrumpido</translation>
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
        <translation>Algo salió mal. Tus conversaciones están guardadas.

Puedes seguir trabajando. Si vuelve a ocurrir, reinicia Desktop Agent. Los detalles de abajo ayudan a encontrar la causa; no incluyen las claves de API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53" />
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105" />
        <source>Show details</source>
        <translation>Mostrar detalles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56" />
        <source>Copy details</source>
        <translation>Copiar detalles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92" />
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99" />
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>(%n error hasta ahora)</numerusform>
            <numerusform>(%n errores hasta ahora)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105" />
        <source>Hide details</source>
        <translation>Ocultar detalles</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23" />
        <location filename="../../desktop_agent/ui/find_bar.py" line="25" />
        <location filename="../../desktop_agent/ui/find_bar.py" line="26" />
        <source>Find in conversation</source>
        <translation>Buscar en la conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29" />
        <source>Matches</source>
        <translation>Coincidencias</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32" />
        <source>Previous match (Shift+Enter)</source>
        <translation>Coincidencia anterior (Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35" />
        <source>Next match (Enter)</source>
        <translation>Coincidencia siguiente (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37" />
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138" />
        <source>No matches</source>
        <translation>Sin coincidencias</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142" />
        <source>{n} of {m}</source>
        <translation>{n} de {m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="48" />
        <source>Instructions for this session</source>
        <translation>Instrucciones para esta sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="52" />
        <source>Sent with every message of this session, after the profile's instructions. For example: the language to answer in, the project's conventions, what to leave alone.</source>
        <translation>Se envían con cada mensaje de esta sesión, después de las instrucciones del perfil. Por ejemplo: el idioma en que responder, las convenciones del proyecto, lo que no se debe tocar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="58" />
        <source>Session instructions</source>
        <translation>Instrucciones de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59" />
        <source>Answer in British English. Keep answers short.</source>
        <translation>Responde en español. Sé breve.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="62" />
        <source>What the model is sent</source>
        <translation>Lo que recibe el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="66" />
        <source>Prompt size</source>
        <translation>Tamaño del prompt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="69" />
        <source>Instructions message</source>
        <translation>Mensaje de instrucciones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="73" />
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="81" />
        <source>What the model is sent with each message</source>
        <translation>Lo que recibe el modelo con cada mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="107" />
        <source>{title} · about {n} tokens</source>
        <translation>{title} · unos {n} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="113" />
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>Herramientas ({count}): {names} · unos {n} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="117" />
        <source>No tools: this profile answers in words only.</source>
        <translation>Sin herramientas: este perfil solo responde con texto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="127" />
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>Unos {system} tokens de instrucciones y {tools} de herramientas, más {conversation} de la conversación hasta ahora (estimados a cuatro caracteres por token).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="132" />
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>Unos {system} tokens de instrucciones y {tools} de herramientas, antes de cualquier conversación (estimados a cuatro caracteres por token).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="137" />
        <source>The model takes {window}.</source>
        <translation>La ventana de contexto del modelo es de {window} tokens.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="139" />
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>Como su ventana es pequeña, recibe las versiones compactas de las instrucciones y de las descripciones de herramientas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="141" />
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>La última petición usó {n} tokens de entrada, según el recuento del proveedor.</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="174" />
        <source>API key for {provider}</source>
        <translation>Clave de API para {provider}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="177" />
        <source>The key is stored in your system's keyring, never in the settings file.</source>
        <translation>La clave se guarda en el llavero del sistema, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="183" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="92" />
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93" />
        <source>Paste the API key</source>
        <translation>Pega la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="95" />
        <source>Save key</source>
        <translation>Guardar clave</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96" />
        <source>Save the API key</source>
        <translation>Guardar la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="103" />
        <source>API key message</source>
        <translation>Mensaje de la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="121" />
        <location filename="../../desktop_agent/ui/key_entry.py" line="149" />
        <source>Type or paste the key first.</source>
        <translation>Primero escribe o pega la clave.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="124" />
        <source>Saving the key…</source>
        <translation>Guardando la clave…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="143" />
        <source>The key is saved in your keyring.</source>
        <translation>La clave está guardada en tu llavero.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="155" />
        <source>The key is kept for this run only.</source>
        <translation>La clave se conserva solo durante esta ejecución.</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="53" />
        <source>Keyring problem</source>
        <translation>Problema con el llavero</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="55" />
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;No se pudo guardar la clave en un llavero&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="61" />
        <source>Keep for this run only</source>
        <translation>Conservar solo en esta ejecución</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62" />
        <source>Keep the key for this run only</source>
        <translation>Conservar la clave solo en esta ejecución</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12" />
        <source>Set</source>
        <translation>Configurada</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13" />
        <source>Set for this run</source>
        <translation>Configurada para esta ejecución</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14" />
        <source>Not set</source>
        <translation>Sin configurar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15" />
        <source>Not set (keyring unavailable)</source>
        <translation>Sin configurar (llavero no disponible)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22" />
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cómo solucionarlo:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; instala GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) o KWallet y luego cierra la sesión del sistema y vuelve a entrar, o desbloquea el llavero en Contraseñas y claves (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; abre Acceso a Llaveros y comprueba que tu llavero de inicio de sesión esté desbloqueado.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; el Administrador de credenciales necesita una cuenta de usuario normal (no de invitado).&lt;/p&gt;&lt;p&gt;También puedes conservar la clave &lt;b&gt;solo en esta ejecución&lt;/b&gt;: se queda en la memoria, nunca se escribe en el disco y se olvida cuando cierras la app.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="76" />
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="296" />
        <source>Quit Desktop Agent?</source>
        <translation>¿Salir de Desktop Agent?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="297" />
        <source>An answer is still being written.</source>
        <translation>Todavía se está escribiendo una respuesta.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="299" />
        <source>{n} answers are still being written.</source>
        <translation>Todavía se están escribiendo {n} respuestas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="303" />
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>Al salir se detienen; lo que llevan escrito se conserva.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="304" />
        <source>Stop and quit</source>
        <translation>Detener y salir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="305" />
        <source>Keep working</source>
        <translation>Seguir trabajando</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="367" />
        <location filename="../../desktop_agent/ui/sidebar.py" line="29" />
        <location filename="../../desktop_agent/ui/sidebar.py" line="30" />
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="437" />
        <source>Send now</source>
        <translation>Enviar ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="438" />
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="439" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31" />
        <source>New session (Ctrl+N)</source>
        <translation>Nueva sesión (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33" />
        <source>Search sessions</source>
        <translation>Buscar sesiones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35" />
        <source>Search sessions (Ctrl+K)</source>
        <translation>Buscar sesiones (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="66" />
        <source>Editing a sent message</source>
        <translation>Editando un mensaje enviado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="70" />
        <source>Queued message</source>
        <translation>Mensaje en cola</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="76" />
        <source>Message input</source>
        <translation>Cuadro de mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="77" />
        <source>Message Desktop Agent…</source>
        <translation>Escribe a Desktop Agent…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="79" />
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Enter envía, Shift+Enter agrega una línea, ↑ edita el último mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="86" />
        <location filename="../../desktop_agent/ui/composer.py" line="87" />
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="88" />
        <location filename="../../desktop_agent/ui/composer.py" line="220" />
        <source>Send (Enter)</source>
        <translation>Enviar (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89" />
        <location filename="../../desktop_agent/ui/composer.py" line="90" />
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="91" />
        <source>Stop (Esc)</source>
        <translation>Detener (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96" />
        <source>Tools for this message</source>
        <translation>Herramientas para este mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98" />
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>Herramientas para el próximo mensaje: Auto envía sin ellas un simple saludo o agradecimiento</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="103" />
        <source>Tools: auto</source>
        <translation>Herramientas: auto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="104" />
        <source>Tools: on</source>
        <translation>Herramientas: sí</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105" />
        <source>Tools: off</source>
        <translation>Herramientas: no</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="218" />
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>Poner en cola: se envía al terminar esta respuesta (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="232" />
        <source>Queued — sends when this answer ends:</source>
        <translation>En cola — se envía al terminar esta respuesta:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="127" />
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="69" />
        <source>Still starting…</source>
        <translation>Aún se está iniciando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="69" />
        <source>Try again in a moment.</source>
        <translation>Vuelve a intentarlo en un momento.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37" />
        <source>&amp;New session</source>
        <translation>&amp;Nueva sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39" />
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41" />
        <source>&amp;Usage…</source>
        <translation>&amp;Uso…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43" />
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44" />
        <source>&amp;Search sessions</source>
        <translation>&amp;Buscar sesiones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45" />
        <source>&amp;Find in conversation</source>
        <translation>Buscar en la &amp;conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48" />
        <source>&amp;Focus the message input</source>
        <translation>&amp;Ir al cuadro de mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52" />
        <source>&amp;Edit the last message</source>
        <translation>&amp;Editar el último mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56" />
        <source>&amp;Copy the last answer</source>
        <translation>Co&amp;piar la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Session</source>
        <translation>&amp;Sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59" />
        <source>S&amp;top</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61" />
        <source>&amp;Regenerate the last answer</source>
        <translation>&amp;Regenerar la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63" />
        <source>&amp;Next session</source>
        <translation>Sesión s&amp;iguiente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67" />
        <source>&amp;Previous session</source>
        <translation>Sesión &amp;anterior</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71" />
        <source>Re&amp;name…</source>
        <translation>Cambiar &amp;nombre…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72" />
        <source>&amp;Compact now</source>
        <translation>Resu&amp;mir ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74" />
        <source>&amp;Permissions…</source>
        <translation>&amp;Permisos…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="109" />
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="77" />
        <source>&amp;About Desktop Agent</source>
        <translation>&amp;Acerca de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="83" />
        <source>About Desktop Agent</source>
        <translation>Acerca de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="84" />
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chatea con un modelo que puede actuar en tu equipo, con tu aprobación. Tu historial se queda en este equipo; tus claves, en el llavero del sistema.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481" />
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="205" />
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>Editando un mensaje enviado: Enter lo vuelve a enviar, Esc cancela. La conversación posterior se guarda como una versión anterior.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="459" />
        <source>Copied to the clipboard</source>
        <translation>Copiado al portapapeles</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="82" />
        <source>Add…</source>
        <translation>Agregar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="83" />
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="84" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="85" />
        <location filename="../../desktop_agent/ui/mcp_page.py" line="229" />
        <source>Disable</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86" />
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88" />
        <source>Import from Claude Desktop</source>
        <translation>Importar de Claude Desktop</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91" />
        <source>Choose a file…</source>
        <translation>Elegir un archivo…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="114" />
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="115" />
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="213" />
        <source>No MCP servers yet. Add one, or import Claude Desktop's.</source>
        <translation>Aún no hay servidores MCP. Agrega uno o importa los de Claude Desktop.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="229" />
        <source>Enable</source>
        <translation>Activar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242" />
        <source>(nothing on stderr yet)</source>
        <translation>(aún no hay nada en stderr)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="300" />
        <source>Starting {name}…</source>
        <translation>Iniciando {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="356" />
        <source>Import MCP servers</source>
        <translation>Importar servidores MCP</translation>
    </message>
</context>
<context>
    <name>MentionMenu</name>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="92" />
        <source>Profiles and skills</source>
        <translation>Perfiles y habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="120" />
        <source>Use this folder's skills</source>
        <translation>Usar las habilidades de esta carpeta</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="36" />
        <source>Permissions</source>
        <translation>Permisos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="42" />
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>Las aprobaciones que guardaste. Si revocas una, la próxima llamada de ese tipo volverá a pedir aprobación. Las reglas de settings.json no aparecen aquí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="48" />
        <source>Only this session's approvals and those that always hold</source>
        <translation>Solo las aprobaciones de esta sesión y las que valen siempre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49" />
        <source>Only this session</source>
        <translation>Solo esta sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="55" />
        <source>Saved approvals</source>
        <translation>Aprobaciones guardadas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="65" />
        <source>&amp;Revoke</source>
        <translation>&amp;Revocar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66" />
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="98" />
        <source>No saved approvals.</source>
        <translation>No hay aprobaciones guardadas.</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50" />
        <source>Agent profiles</source>
        <translation>Perfiles de agente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51" />
        <source>Add profile…</source>
        <translation>Agregar perfil…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52" />
        <source>Add a profile</source>
        <translation>Agregar un perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54" />
        <source>Remove this profile</source>
        <translation>Quitar este perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63" />
        <source>System prompt</source>
        <translation>Prompt del sistema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66" />
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67" />
        <source>All tools (asks before changes)</source>
        <translation>Todas las herramientas (pregunta antes de cambiar)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68" />
        <source>Read-only tools</source>
        <translation>Herramientas de solo lectura</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69" />
        <source>No tools</source>
        <translation>Sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71" />
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72" />
        <source>The model's default</source>
        <translation>La predeterminada del modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73" />
        <source>Temperature problem</source>
        <translation>Problema con la temperatura</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77" />
        <source>Maximum tokens per answer</source>
        <translation>Máximo de tokens por respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78" />
        <source>Let the model think before answering (when it can)</source>
        <translation>Pensar antes de responder (si el modelo puede)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="79" />
        <source>Thinking</source>
        <translation>Pensamiento</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="83" />
        <source>Thinking budget in tokens</source>
        <translation>Presupuesto de pensamiento en tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="86" />
        <source>Step cap</source>
        <translation>Límite de pasos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87" />
        <source>The most model calls one message may lead to</source>
        <translation>Máximo de llamadas al modelo que puede generar un mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="91" />
        <source>System prompt:</source>
        <translation>Prompt del sistema:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92" />
        <source>Tools:</source>
        <translation>Herramientas:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93" />
        <source>Temperature:</source>
        <translation>Temperatura:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="95" />
        <source>Max tokens:</source>
        <translation>Máx. tokens:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="97" />
        <source>Thinking budget:</source>
        <translation>Presupuesto de pensamiento:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98" />
        <source>Step cap:</source>
        <translation>Límite de pasos:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99" />
        <source>Send greetings and thank-yous without tools</source>
        <translation>Enviar saludos y agradecimientos sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="102" />
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye ("hi", "thanks!", "great, thank you"); "ok", "yes" or "go ahead" always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer's Tools switch decides per message.</source>
        <translation>Solo un mensaje que no sea más que un saludo, un agradecimiento o una despedida ("hi", "thanks!", "gracias"); "ok", "sí" o "adelante" siempre conservan las herramientas. Más rápido y barato, sobre todo con un modelo en este equipo. El selector de herramientas del cuadro de mensaje decide en cada mensaje.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="107" />
        <source>Small talk without tools</source>
        <translation>Charla sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="125" />
        <source>{name} (custom)</source>
        <translation>{name} (personalizado)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="168" />
        <source>Enter a number from 0 to 2, or leave it empty for the model's default.</source>
        <translation>Escribe un número de 0 a 2, o déjalo vacío para usar el valor predeterminado del modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170" />
        <source>The temperature must be from 0 to 2.</source>
        <translation>La temperatura debe estar entre 0 y 2.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="199" />
        <source>New profile</source>
        <translation>Nuevo perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="199" />
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>Nombre (minúsculas, dígitos, - o _):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="208" />
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>Usa minúsculas, dígitos, - o _ (hasta 40).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210" />
        <source>There is already a profile called {name}.</source>
        <translation>Ya existe un perfil llamado {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212" />
        <source>Fix the highlighted value first.</source>
        <translation>Primero corrige el valor resaltado.</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="50" />
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Escribe una dirección completa que empiece por http:// o https://, p. ej. http://127.0.0.1:8000/v1.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="55" />
        <source>The address must not contain spaces.</source>
        <translation>La dirección no debe contener espacios.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="94" />
        <source>Providers</source>
        <translation>Proveedores</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95" />
        <source>Add endpoint…</source>
        <translation>Agregar endpoint…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96" />
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>Agregar un endpoint personalizado compatible con OpenAI</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="121" />
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98" />
        <source>Remove this custom endpoint</source>
        <translation>Quitar este endpoint personalizado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="107" />
        <source>Endpoint name</source>
        <translation>Nombre del endpoint</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108" />
        <source>Endpoint name problem</source>
        <translation>Problema con el nombre del endpoint</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="110" />
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111" />
        <source>Base URL problem</source>
        <translation>Problema con la URL base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="114" />
        <source>Provider's default model</source>
        <translation>Modelo predeterminado del proveedor</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="116" />
        <source>This endpoint needs an API key</source>
        <translation>Este endpoint necesita una clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="118" />
        <source>API key status</source>
        <translation>Estado de la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119" />
        <source>Set…</source>
        <translation>Configurar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120" />
        <source>Set the API key</source>
        <translation>Configurar la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122" />
        <source>Remove the API key</source>
        <translation>Quitar la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="127" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="128" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="453" />
        <source>Test connection</source>
        <translation>Probar conexión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="131" />
        <source>Connection test result</source>
        <translation>Resultado de la prueba de conexión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="136" />
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="138" />
        <source>Base URL:</source>
        <translation>URL base:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="140" />
        <source>Default model:</source>
        <translation>Modelo predeterminado:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="142" />
        <source>API key:</source>
        <translation>Clave de API:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="159" />
        <source>Use by default</source>
        <translation>Usar por defecto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="161" />
        <source>Default provider</source>
        <translation>Proveedor predeterminado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="164" />
        <source>Default model</source>
        <translation>Modelo predeterminado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="166" />
        <source>Provider:</source>
        <translation>Proveedor:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167" />
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="169" />
        <source>Give up on a silent answer after</source>
        <translation>Dejar de esperar una respuesta en silencio tras</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="171" />
        <source>Silent answer limit, cloud providers</source>
        <translation>Límite de respuesta en silencio, proveedores en la nube</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="173" />
        <source>Silent answer limit, servers on this machine</source>
        <translation>Límite de respuesta en silencio, servidores en este equipo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="176" />
        <source>Cloud providers:</source>
        <translation>Proveedores en la nube:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177" />
        <source>Servers on this machine:</source>
        <translation>Servidores en este equipo:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="179" />
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>Un modelo local puede pasar minutos leyendo una conversación larga antes de su primera palabra.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="218" />
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="241" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="334" />
        <source>{name} (custom)</source>
        <translation>{name} (personalizado)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="344" />
        <source>My endpoint {n}</source>
        <translation>Mi endpoint {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="384" />
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="388" />
        <source>Not set (not needed)</source>
        <translation>Sin configurar (no hace falta)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="429" />
        <source>Enter the endpoint's address first.</source>
        <translation>Primero escribe la dirección del endpoint.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="438" />
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="440" />
        <source>Connecting to {url}…</source>
        <translation>Conectando con {url}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="457" />
        <source>Connected, but the server lists no models.</source>
        <translation>Conectado, pero el servidor no ofrece ningún modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="460" />
        <source>Connected: {count} models ({models}).</source>
        <translation>Conectado: {count} modelos ({models}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="489" />
        <source>Give the endpoint a name.</source>
        <translation>Ponle un nombre al endpoint.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="493" />
        <source>Enter the endpoint's address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Escribe la dirección del endpoint, p. ej. http://127.0.0.1:8000/v1.</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26" />
        <source>The assistant asks</source>
        <translation>El asistente pregunta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34" />
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49" />
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51" />
        <source>Or type another answer…</source>
        <translation>O escribe otra respuesta…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51" />
        <source>Your answer…</source>
        <translation>Tu respuesta…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58" />
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59" />
        <source>Don't answer</source>
        <translation>No responder</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60" />
        <source>&amp;Answer</source>
        <translation>&amp;Responder</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61" />
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52" />
        <source>Edit MCP server</source>
        <translation>Editar servidor MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52" />
        <source>Add MCP server</source>
        <translation>Agregar servidor MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61" />
        <source>Command (stdio)</source>
        <translation>Comando (stdio)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61" />
        <source>URL (streamable HTTP)</source>
        <translation>URL (streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63" />
        <source>Enabled</source>
        <translation>Activado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68" />
        <source>default (60 s)</source>
        <translation>predeterminado (60 s)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77" />
        <source>one argument per line</source>
        <translation>un argumento por línea</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83" />
        <source>Run it in the sandbox</source>
        <translation>Ejecutarlo en un entorno aislado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87" />
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent's own files are hidden from it.</source>
        <translation>El servidor solo puede cambiar archivos en su directorio de trabajo y en un /tmp privado; tus carpetas de credenciales y los archivos propios de Desktop Agent quedan ocultos para él.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91" />
        <source>Let it use the network</source>
        <translation>Permitirle usar la red</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104" />
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105" />
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106" />
        <source>Environment</source>
        <translation>Entorno</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107" />
        <source>Working folder</source>
        <translation>Directorio de trabajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111" />
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112" />
        <source>Headers</source>
        <translation>Encabezados</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130" />
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131" />
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132" />
        <source>Call timeout</source>
        <translation>Tiempo límite por llamada</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44" />
        <location filename="../../desktop_agent/ui/header.py" line="120" />
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45" />
        <source>Session title</source>
        <translation>Título de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53" />
        <source>Agent profile</source>
        <translation>Perfil de agente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55" />
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>Lo que puede hacer el agente: build (leer y cambiar), plan (solo leer), chat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59" />
        <source>Provider and model</source>
        <translation>Proveedor y modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60" />
        <source>provider/model — pick one or type any model id</source>
        <translation>proveedor/modelo — elige uno o escribe el id de cualquier modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64" />
        <source>Workspace folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65" />
        <source>The folder the agent's tools work in. Click to choose another.</source>
        <translation>La carpeta donde trabajan las herramientas del agente. Haz clic para elegir otra.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69" />
        <location filename="../../desktop_agent/ui/header.py" line="143" />
        <source>Instructions</source>
        <translation>Instrucciones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70" />
        <source>Session instructions</source>
        <translation>Instrucciones de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74" />
        <source>Token usage</source>
        <translation>Uso de tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75" />
        <location filename="../../desktop_agent/ui/header.py" line="184" />
        <source>Tokens used in this session, and how full the model's context was</source>
        <translation>Tokens usados en esta sesión y cuánto se llenó la ventana de contexto del modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143" />
        <source>Instructions ✓</source>
        <translation>Instrucciones ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146" />
        <source>This session's instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>Instrucciones de esta sesión: {start}
Haz clic para editarlas o ver el prompt completo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149" />
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>Da a esta sesión sus propias instrucciones y mira lo que recibe el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168" />
        <source>{n} tokens</source>
        <translation>{n} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173" />
        <source> · context {n} / {window}</source>
        <translation> · contexto {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178" />
        <source> · context {n}</source>
        <translation> · contexto {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182" />
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>La ventana de contexto está casi llena: los turnos anteriores se resumirán antes de la próxima petición.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191" />
        <source>Choose the workspace folder</source>
        <translation>Elegir la carpeta de trabajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208" />
        <source>Workspace: {path}
The folder the agent's tools work in. Click to choose another.</source>
        <translation>Carpeta de trabajo: {path}
La carpeta donde trabajan las herramientas del agente. Haz clic para elegir otra.</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73" />
        <source>Pinned</source>
        <translation>Fijadas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73" />
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74" />
        <source>Yesterday</source>
        <translation>Ayer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74" />
        <source>Previous 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75" />
        <source>Previous 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75" />
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76" />
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76" />
        <source>{n} h</source>
        <translation>{n} h</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77" />
        <source>January</source>
        <translation>Enero</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77" />
        <source>February</source>
        <translation>Febrero</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78" />
        <source>March</source>
        <translation>Marzo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78" />
        <source>April</source>
        <translation>Abril</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79" />
        <source>May</source>
        <translation>Mayo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79" />
        <source>June</source>
        <translation>Junio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80" />
        <source>July</source>
        <translation>Julio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80" />
        <source>August</source>
        <translation>Agosto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81" />
        <source>September</source>
        <translation>Septiembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81" />
        <source>October</source>
        <translation>Octubre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82" />
        <source>November</source>
        <translation>Noviembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82" />
        <source>December</source>
        <translation>Diciembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83" />
        <source>Mon</source>
        <translation>Lun</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83" />
        <source>Tue</source>
        <translation>Mar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84" />
        <source>Wed</source>
        <translation>Mié</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84" />
        <source>Thu</source>
        <translation>Jue</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85" />
        <source>Fri</source>
        <translation>Vie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85" />
        <source>Sat</source>
        <translation>Sáb</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86" />
        <source>Sun</source>
        <translation>Dom</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87" />
        <source>Jan</source>
        <translation>ene</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87" />
        <source>Feb</source>
        <translation>feb</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88" />
        <source>Mar</source>
        <translation>mar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88" />
        <source>Apr</source>
        <translation>abr</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89" />
        <source>Jun</source>
        <translation>jun</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89" />
        <source>Jul</source>
        <translation>jul</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90" />
        <source>Aug</source>
        <translation>ago</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90" />
        <source>Sep</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91" />
        <source>Oct</source>
        <translation>oct</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91" />
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92" />
        <source>Dec</source>
        <translation>dic</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="93" />
        <source>{day} {month}</source>
        <translation>{day} {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="94" />
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="95" />
        <source>{month} {year}</source>
        <translation>{month} de {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386" />
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388" />
        <source>Unpin</source>
        <translation>Dejar de fijar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390" />
        <source>Pin</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393" />
        <source>Unarchive</source>
        <translation>Desarchivar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395" />
        <source>Archive</source>
        <translation>Archivar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398" />
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407" />
        <source>Rename session</source>
        <translation>Cambiar nombre de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408" />
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46" />
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50" />
        <source>Settings pages</source>
        <translation>Páginas de configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54" />
        <source>&amp;Providers</source>
        <translation>&amp;Proveedores</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55" />
        <source>Agent p&amp;rofiles</source>
        <translation>Pe&amp;rfiles de agente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56" />
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60" />
        <source>Settings message</source>
        <translation>Mensaje de configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67" />
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68" />
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96" />
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>Corrige el valor marcado en rojo; no se guardó nada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104" />
        <source>A setting is not valid: {problem}</source>
        <translation>Un ajuste no es válido: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116" />
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>No se pudo guardar la configuración en {path}: {reason}. No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125" />
        <source>Saved.</source>
        <translation>Guardado.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="92" />
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="97" />
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="62" />
        <source>Edit skill @{name}</source>
        <translation>Editar habilidad @{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="62" />
        <source>New skill</source>
        <translation>Nueva habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="67" />
        <source>Skill name</source>
        <translation>Nombre de la habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68" />
        <source>code-review</source>
        <translation>revisar-codigo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="71" />
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>Minúsculas, dígitos y guiones. Un mensaje que empieza con @nombre la usa.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="79" />
        <source>Skill description</source>
        <translation>Descripción de la habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="81" />
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>Para qué sirve la habilidad y cuándo usarla: el modelo lo lee para elegirla.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="87" />
        <source>Allowed tools</source>
        <translation>Herramientas permitidas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88" />
        <source>read_file, grep, git__*   (empty: the profile's tools)</source>
        <translation>read_file, grep, git__*   (vacío: las herramientas del perfil)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="90" />
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91" />
        <source>empty: the session's model</source>
        <translation>vacío: el modelo de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="93" />
        <source>Skill instructions</source>
        <translation>Instrucciones de la habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="95" />
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown: qué hacer, paso a paso, en este tipo de tarea.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="102" />
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="108" />
        <source>Save skill</source>
        <translation>Guardar habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="114" />
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="116" />
        <source>&amp;Description</source>
        <translation>&amp;Descripción</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117" />
        <source>Allowed &amp;tools</source>
        <translation>&amp;Herramientas permitidas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118" />
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119" />
        <source>&amp;Instructions</source>
        <translation>&amp;Instrucciones</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="99" />
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>Una habilidad son instrucciones para un tipo de tarea. Empieza un mensaje con @nombre para usar una; el modelo también puede elegir una por su descripción.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="106" />
        <source>Skill list</source>
        <translation>Lista de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="110" />
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111" />
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112" />
        <source>Import &amp;folder…</source>
        <translation>Importar &amp;carpeta…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113" />
        <source>Import &amp;zip…</source>
        <translation>Importar &amp;zip…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114" />
        <source>&amp;Delete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115" />
        <source>&amp;Open skills folder</source>
        <translation>&amp;Abrir carpeta de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="117" />
        <source>New skill</source>
        <translation>Nueva habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118" />
        <source>Edit skill</source>
        <translation>Editar habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119" />
        <source>Import a skill from a folder</source>
        <translation>Importar una habilidad desde una carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120" />
        <location filename="../../desktop_agent/ui/skills_page.py" line="348" />
        <source>Import a skill from a zip file</source>
        <translation>Importar una habilidad desde un archivo zip</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121" />
        <location filename="../../desktop_agent/ui/skills_page.py" line="333" />
        <source>Delete skill</source>
        <translation>Eliminar habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122" />
        <source>Open the skills folder</source>
        <translation>Abrir la carpeta de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="131" />
        <source>Skills left out</source>
        <translation>Habilidades omitidas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="137" />
        <source>Skills message</source>
        <translation>Mensaje de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="202" />
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>Aún no hay habilidades: escribe una con Nueva… o importa una.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="205" />
        <source>Left out: {problem}</source>
        <translation>Omitida: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="209" />
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} trae sus propias habilidades: confía en ellas desde el chat (escribe @) para verlas aquí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="217" />
        <source>yours</source>
        <translation>tuya</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="217" />
        <source>this folder</source>
        <translation>esta carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="225" />
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>Está en la carpeta de trabajo ({path}): cámbiala o elimínala allí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="239" />
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} está en la carpeta de trabajo ({path}): cámbiala o elimínala allí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="276" />
        <source>Saved @{name}.</source>
        <translation>Se guardó @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="276" />
        <source>Created @{name}.</source>
        <translation>Se creó @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="292" />
        <source>Deleted @{name}.</source>
        <translation>Se eliminó @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="313" />
        <source>Installed @{name} from {path}.</source>
        <translation>Se instaló @{name} desde {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="321" />
        <source>Could not make {path}: {reason}.</source>
        <translation>No se pudo crear {path}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="326" />
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>No se pudo abrir {path}: ábrelo desde tu administrador de archivos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334" />
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>¿Eliminar la habilidad @{name} y todos los archivos de su carpeta?

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="343" />
        <source>Import a skill folder</source>
        <translation>Importar la carpeta de una habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="348" />
        <source>Zip files (*.zip)</source>
        <translation>Archivos zip (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="85" />
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101" />
        <source>Summary of the earlier conversation</source>
        <translation>Resumen de la conversación anterior</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105" />
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>Se envía en lugar de {n} mensajes anteriores, que siguen en la sesión, en las búsquedas y en las exportaciones. Deshacer los vuelve a enviar completos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112" />
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="295" />
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="302" />
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="304" />
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="306" />
        <source>Last {days} days</source>
        <translation>Últimos {days} días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="311" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="323" />
        <source>Tokens per day</source>
        <translation>Tokens por día</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324" />
        <source>No tokens used in this period</source>
        <translation>No se usaron tokens en este periodo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325" />
        <source>Read (input, with cache)</source>
        <translation>Leídos (entrada, con caché)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325" />
        <source>Written (output)</source>
        <translation>Escritos (salida)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="329" />
        <source>The day pointed at</source>
        <translation>El día señalado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Cache read</source>
        <translation>Lectura de caché</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <source>Cache write</source>
        <translation>Escritura en caché</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337" />
        <source>Usage per model</source>
        <translation>Uso por modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341" />
        <source>Usage per session</source>
        <translation>Uso por sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="343" />
        <source>Double-click a session to open it</source>
        <translation>Haz doble clic en una sesión para abrirla</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="345" />
        <source>By &amp;model</source>
        <translation>Por m&amp;odelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346" />
        <source>By s&amp;ession</source>
        <translation>Por &amp;sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="351" />
        <source>About the prices</source>
        <translation>Sobre los precios</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="358" />
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="363" />
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364" />
        <source>Export as CSV</source>
        <translation>Exportar como CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="367" />
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368" />
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="384" />
        <source>Reading the history…</source>
        <translation>Leyendo el historial…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="405" />
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} tokens · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="409" />
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{tokens} tokens en {messages} mensajes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="427" />
        <source>no cost</source>
        <translation>sin costo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="429" />
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="431" />
        <source>unknown price</source>
        <translation>precio desconocido</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="433" />
        <source>{cost} + unknown</source>
        <translation>{cost} + desconocido</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="446" />
        <source>{day} · nothing used</source>
        <translation>{day} · sin uso</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="449" />
        <source>read {tokens}</source>
        <translation>leídos {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="451" />
        <source>read {tokens} (cache {cached})</source>
        <translation>leídos {tokens} (caché {cached})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="454" />
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · escritos {written} · mensajes {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="466" />
        <source>{days} days, no tokens used</source>
        <translation>{days} días, ningún token usado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467" />
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} días, {tokens} tokens; el máximo, el {day} ({most})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="479" />
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>Señala un día (o usa las teclas de flecha) para ver sus cifras.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="485" />
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>Costos en dólares estadounidenses según la tabla de precios del {date}; los precios cambian, así que son estimaciones.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="489" />
        <source>No price table could be read, so no costs are shown.</source>
        <translation>No se pudo leer ninguna tabla de precios, así que no se muestran costos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="491" />
        <source>Your prices from {file} are used over it.</source>
        <translation>Tus precios de {file} tienen prioridad sobre ella.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="495" />
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>Los modelos que se ejecutan en este equipo son locales y gratuitos; los demás sin precio conocido no se cuentan.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="501" />
        <source>To correct a price or add a model, write {file} in the form of the app's price table.</source>
        <translation>Para corregir un precio o agregar un modelo, escribe {file} con el formato de la tabla de precios de la app.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="512" />
        <source>(model not recorded)</source>
        <translation>(modelo no registrado)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="514" />
        <source>Priced as {entry}</source>
        <translation>Con el precio de {entry}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="525" />
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="544" />
        <source>Export usage as CSV</source>
        <translation>Exportar uso como CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="544" />
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="561" />
        <source>Could not save {file}: {why}</source>
        <translation>No se pudo guardar {file}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="564" />
        <source>Saved {file}</source>
        <translation>Se guardó {file}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98" />
        <source>Welcome to Desktop Agent</source>
        <translation>Te damos la bienvenida a Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101" />
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Te damos la bienvenida a Desktop Agent&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104" />
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>Chatea con un modelo de lenguaje que puede leer y cambiar archivos en la carpeta que elijas y que te pregunta antes de hacer cualquier cosa que cambie tu equipo. Primero, elige dónde se ejecuta el modelo: en este equipo o en un proveedor en la nube con tu clave de API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111" />
        <source>On this computer</source>
        <translation>En este equipo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113" />
        <location filename="../../desktop_agent/ui/welcome.py" line="182" />
        <source>Looking for model servers on this computer…</source>
        <translation>Buscando servidores de modelos en este equipo…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115" />
        <source>Local model servers</source>
        <translation>Servidores de modelos locales</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116" />
        <source>Search again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117" />
        <source>Search again for local model servers</source>
        <translation>Volver a buscar servidores de modelos locales</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127" />
        <source>Or a cloud provider</source>
        <translation>O un proveedor en la nube</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130" />
        <source>Cloud provider</source>
        <translation>Proveedor en la nube</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135" />
        <source>Save key and start</source>
        <translation>Guardar clave y empezar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137" />
        <source>&amp;Provider:</source>
        <translation>&amp;Proveedor:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141" />
        <source>The key is stored in your system's keyring, never in a file.</source>
        <translation>La clave se guarda en el llavero del sistema, nunca en un archivo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149" />
        <source>Welcome message</source>
        <translation>Mensaje de bienvenida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150" />
        <location filename="../../desktop_agent/ui/welcome.py" line="151" />
        <source>Set up later</source>
        <translation>Configurar más tarde</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191" />
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>No se encontró ningún servidor de modelos en este equipo (Ollama, LM Studio, llama.cpp server). Inicia uno y vuelve a buscar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197" />
        <source>Found on this computer:</source>
        <translation>Encontrado en este equipo:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209" />
        <source>{label} found on {address} with one model</source>
        <translation>{label} encontrado en {address} con un modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211" />
        <source>{label} found on {address} with {count} models</source>
        <translation>{label} encontrado en {address} con {count} modelos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216" />
        <source>Use it</source>
        <translation>Usarlo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218" />
        <source>Use {label} on {address}</source>
        <translation>Usar {label} en {address}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250" />
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>No se pudo guardar la configuración en {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="581" />
        <source>Still starting…</source>
        <translation>Aún se está iniciando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="581" />
        <source>Try again in a moment.</source>
        <translation>Vuelve a intentarlo en un momento.</translation>
    </message>
</context>
</TS>