<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26"/>
        <source>Pinned</source>
        <translation>Fijadas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30"/>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32"/>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53"/>
        <source>Yesterday</source>
        <translation>Ayer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34"/>
        <source>Previous 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36"/>
        <source>Previous 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38"/>
        <source>{month} {year}</source>
        <translation>{month} de {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48"/>
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50"/>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="51"/>
        <source>{n} h</source>
        <translation>{n} h</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="58"/>
        <source>{day} {month}</source>
        <translation>{day} {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="59"/>
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="277"/>
        <source>works with the tools; asks before changes</source>
        <translation>trabaja con las herramientas; pregunta antes de hacer cambios</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="278"/>
        <source>reads only, then proposes a plan</source>
        <translation>solo lee y luego propone un plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="279"/>
        <source>talks; no tools</source>
        <translation>conversa; sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="281"/>
        <source>a profile</source>
        <translation>un perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="285"/>
        <source>{folder} brings skills of its own</source>
        <translation>{folder} trae sus propias habilidades</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>When it runs</source>
        <translation>Cuándo se ejecuta</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Schedule in words or cron</source>
        <translation>Programación en palabras o en cron</translation>
    </message>
    <message>
        <source>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot;, or cron &quot;0 8 * * 1-5&quot;</source>
        <translation>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot; o cron &quot;0 8 * * 1-5&quot;</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>What each run asks, e.g. “Summarise the new issues”</source>
        <translation>Lo que pide cada ejecución, p. ej., «Resume las nuevas incidencias»</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Allowed without asking</source>
        <translation>Permitido sin preguntar</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>Cuándo:</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>Prompt:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>Carpeta de trabajo:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>Permitido:</translation>
    </message>
    <message>
        <source>Limits per run:</source>
        <translation>Límites por ejecución:</translation>
    </message>
    <message>
        <source>Next run: {when} (this computer&apos;s time)</source>
        <translation>Próxima ejecución: {when} (hora de este equipo)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Guardando…</translation>
    </message>
    <message>
        <source>Every hour</source>
        <translation>Cada hora</translation>
    </message>
    <message>
        <source>Every minute</source>
        <translation>Cada minuto</translation>
    </message>
    <message>
        <source>Every {n} minutes</source>
        <translation>Cada {n} minutos</translation>
    </message>
    <message>
        <source>Every day at {time}</source>
        <translation>Todos los días a las {time}</translation>
    </message>
    <message>
        <source>Every weekday at {time}</source>
        <translation>De lunes a viernes a las {time}</translation>
    </message>
    <message>
        <source>Weekends at {time}</source>
        <translation>Los fines de semana a las {time}</translation>
    </message>
    <message>
        <source>{days} at {time}</source>
        <translation>{days} a las {time}</translation>
    </message>
    <message>
        <source>{text} (cron {cron})</source>
        <translation>{text} (cron {cron})</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En ejecución…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Completada</translation>
    </message>
    <message>
        <source>Done, {n} refused</source>
        <translation>Completada, {n} rechazadas</translation>
    </message>
    <message>
        <source>Stopped at a limit</source>
        <translation>Detenida por un límite</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Omitida</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Aún no se ha ejecutado</translation>
    </message>
    <message>
        <source>{outcome}, {when}</source>
        <translation>{outcome}, {when}</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} tokens</translation>
    </message>
    <message>
        <source>{tokens} tokens, {cost}</source>
        <translation>{tokens} tokens, {cost}</translation>
    </message>
    <message>
        <source>Sundays</source>
        <translation>Los domingos</translation>
    </message>
    <message>
        <source>Mondays</source>
        <translation>Los lunes</translation>
    </message>
    <message>
        <source>Tuesdays</source>
        <translation>Los martes</translation>
    </message>
    <message>
        <source>Wednesdays</source>
        <translation>Los miércoles</translation>
    </message>
    <message>
        <source>Thursdays</source>
        <translation>Los jueves</translation>
    </message>
    <message>
        <source>Fridays</source>
        <translation>Los viernes</translation>
    </message>
    <message>
        <source>Saturdays</source>
        <translation>Los sábados</translation>
    </message>
    <message>
        <source>Download the speech model?</source>
        <translation>¿Descargar el modelo de reconocimiento de voz?</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model (Moonshine tiny, English). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

For other languages, choose an endpoint in Settings › Voice instead.</source>
        <translation>El dictado en este equipo usa un modelo de voz a texto (Moonshine tiny, inglés). Se descarga una sola vez ({megabytes} MB) desde Hugging Face, se verifica y se guarda en la carpeta de datos. Nada de lo que dices sale de este equipo.

Para otros idiomas, elige en su lugar un endpoint en Ajustes › Voz.</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Progreso de la descarga</translation>
    </message>
    <message>
        <source>Download ({megabytes} MB)</source>
        <translation>Descargar ({megabytes} MB)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Dictate</source>
        <translation>Dictar</translation>
    </message>
    <message>
        <source>Dictate ({keys}): hold to talk, or click to start and click again to stop</source>
        <translation>Dictar ({keys}): mantén pulsado para hablar, o haz clic para empezar y otra vez para detener</translation>
    </message>
    <message>
        <source>Recording time</source>
        <translation>Tiempo de grabación</translation>
    </message>
    <message>
        <source>Stop dictating</source>
        <translation>Detener el dictado</translation>
    </message>
    <message>
        <source>Transcribing…</source>
        <translation>Transcribiendo…</translation>
    </message>
    <message>
        <source>Nothing was heard.</source>
        <translation>No se oyó nada.</translation>
    </message>
    <message>
        <source>Check the microphone and try again.</source>
        <translation>Comprueba el micrófono e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>No words were recognised.</source>
        <translation>No se reconoció ninguna palabra.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>A new version of Desktop Agent</source>
        <translation>Una nueva versión de Desktop Agent</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available (you have {current}). {size}</source>
        <translation>Desktop Agent {version} está disponible (tienes {current}). {size}</translation>
    </message>
    <message>
        <source>Download: {size}.</source>
        <translation>Descarga: {size}.</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Novedades</translation>
    </message>
    <message>
        <source>The feed says nothing about what changed.</source>
        <translation>La fuente de actualizaciones no indica qué ha cambiado.</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Más tarde</translation>
    </message>
    <message>
        <source>Update now</source>
        <translation>Actualizar ahora</translation>
    </message>
    <message>
        <source>The feed no longer offers a new version.</source>
        <translation>La fuente de actualizaciones ya no ofrece una nueva versión.</translation>
    </message>
    <message>
        <source>Restart later</source>
        <translation>Reiniciar más tarde</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is installed. Restart the app to use it.</source>
        <translation>Desktop Agent {version} está instalado. Reinicia la aplicación para usarlo.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <source>The new version could not be started: {why}</source>
        <translation>No se pudo iniciar la nueva versión: {why}</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

An endpoint can transcribe instead: Settings › Voice.</source>
        <translation>El dictado en este equipo usa un modelo de voz a texto ({model}). Se descarga una sola vez ({megabytes} MB) de Hugging Face, se comprueba y se guarda en la carpeta de datos. Nada de lo que dices sale de este equipo.

También puede transcribir un endpoint: Ajustes › Voz.</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46"/>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39"/>
        <source>Font size</source>
        <translation>Tamaño de letra</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42"/>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50"/>
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>El idioma cambia cuando Desktop Agent se vuelve a iniciar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>Los cambios se ven al instante; Cancelar los deshace.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56"/>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57"/>
        <source>Font size:</source>
        <translation>Tamaño de letra:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Closing the window while answers are written keeps Desktop Agent in the tray</source>
        <translation>Cerrar la ventana mientras se escriben respuestas mantiene Desktop Agent en la bandeja del sistema</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Seguir ejecutándose en la bandeja del sistema</translation>
    </message>
    <message>
        <source>Quick ask shortcut</source>
        <translation>Atajo de Pregunta rápida</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>Borrar el atajo</translation>
    </message>
    <message>
        <source>Opens Quick ask from any application.</source>
        <translation>Abre Pregunta rápida desde cualquier aplicación.</translation>
    </message>
    <message>
        <source>Tray:</source>
        <translation>Bandeja del sistema:</translation>
    </message>
    <message>
        <source>Quick ask:</source>
        <translation>Pregunta rápida:</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76"/>
        <source>Approve {tool}?</source>
        <translation>¿Aprobar {tool}?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82"/>
        <source>{tool} wants to run</source>
        <translation>{tool} quiere ejecutarse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83"/>
        <source>Tool</source>
        <translation>Herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88"/>
        <source>Risk</source>
        <translation>Riesgo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99"/>
        <source>a built-in tool</source>
        <translation>una herramienta integrada</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation>una herramienta del servidor MCP «{server}»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104"/>
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>Lo pide {model} · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105"/>
        <source>the model</source>
        <translation>el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108"/>
        <source>Why it asks</source>
        <translation>Por qué lo pide</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114"/>
        <source>Why this always asks</source>
        <translation>Por qué esto siempre pide aprobación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119"/>
        <source>What will run</source>
        <translation>Qué se ejecutará</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121"/>
        <source>How the tool changed</source>
        <translation>Cómo cambió la herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123"/>
        <source>Tool changed since you approved it</source>
        <translation>La herramienta cambió desde tu aprobación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133"/>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128"/>
        <source>Changes</source>
        <translation>Cambios</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131"/>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142"/>
        <source>Only calls like</source>
        <translation>Solo llamadas como</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143"/>
        <source>every call of this tool</source>
        <translation>todas las llamadas de esta herramienta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146"/>
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Para «esta sesión» y «siempre»: solo las llamadas que coinciden con este patrón (un glob de rutas como src/**, un comando como git log *, un host). Vacío significa todas las llamadas de la herramienta.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150"/>
        <source>in every folder</source>
        <translation>en todas las carpetas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151"/>
        <source>Always approve in every folder</source>
        <translation>Aprobar siempre en todas las carpetas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153"/>
        <source>Only calls like:</source>
        <translation>Solo llamadas como:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158"/>
        <source>Note to the model if you deny (optional)</source>
        <translation>Nota para el modelo si deniegas (opcional)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159"/>
        <source>Note to the model</source>
        <translation>Nota para el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163"/>
        <source>&amp;Approve once</source>
        <translation>&amp;Aprobar una vez</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164"/>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165"/>
        <source>For this &amp;session</source>
        <translation>Para esta &amp;sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166"/>
        <source>Approve for this session</source>
        <translation>Aprobar para esta sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167"/>
        <source>A&amp;lways</source>
        <translation>S&amp;iempre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Always approve</source>
        <translation>Aprobar siempre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169"/>
        <source>&amp;Deny</source>
        <translation>&amp;Denegar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170"/>
        <source>Deny</source>
        <translation>Denegar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>Guardado, pero las llamadas como esta seguirán pidiendo aprobación: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188"/>
        <source>Low risk</source>
        <translation>Riesgo bajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189"/>
        <source>Medium risk</source>
        <translation>Riesgo medio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190"/>
        <source>High risk</source>
        <translation>Riesgo alto</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>archivo nuevo</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>+{added} −{removed}</source>
        <translation>+{added} −{removed}</translation>
    </message>
    <message>
        <source>Lines changed</source>
        <translation>Líneas cambiadas</translation>
    </message>
    <message>
        <source>How it runs</source>
        <translation>Cómo se ejecuta</translation>
    </message>
    <message>
        <source>Asked by {model} · {origin}</source>
        <translation>Pedido por {model} · {origin}</translation>
    </message>
    <message>
        <source>Only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Solo las llamadas que coincidan con este patrón (una ruta como src/**, un comando como git log *, un host). Vacío significa todas las llamadas de la herramienta.</translation>
    </message>
    <message>
        <source>Always approve &amp;calls like:</source>
        <translation>Aprobar siempre las &amp;llamadas como:</translation>
    </message>
    <message>
        <source>In every &amp;folder, not only this one</source>
        <translation>En todas las &amp;carpetas, no solo en esta</translation>
    </message>
    <message>
        <source>Appro&amp;ve always</source>
        <translation>Apro&amp;bar siempre</translation>
    </message>
    <message>
        <source>Don&apos;t ask again until this session ends, for calls like: {pattern}</source>
        <translation>No volver a preguntar hasta que termine esta sesión, para llamadas como: {pattern}</translation>
    </message>
    <message>
        <source>Don&apos;t ask again for this tool until this session ends</source>
        <translation>No volver a preguntar por esta herramienta hasta que termine esta sesión</translation>
    </message>
    <message>
        <source>A&amp;lways…</source>
        <translation>Sie&amp;mpre…</translation>
    </message>
    <message>
        <source>Always approve…</source>
        <translation>Aprobar siempre…</translation>
    </message>
    <message>
        <source>✓ Low risk</source>
        <translation>✓ Riesgo bajo</translation>
    </message>
    <message>
        <source>◆ Medium risk</source>
        <translation>◆ Riesgo medio</translation>
    </message>
    <message>
        <source>⚠ High risk</source>
        <translation>⚠ Riesgo alto</translation>
    </message>
    <message>
        <source>Run this command?</source>
        <translation>¿Ejecutar este comando?</translation>
    </message>
    <message>
        <source>Create {path}?</source>
        <translation>¿Crear {path}?</translation>
    </message>
    <message>
        <source>Overwrite {path}?</source>
        <translation>¿Sobrescribir {path}?</translation>
    </message>
    <message>
        <source>{action}?</source>
        <translation>¿{action}?</translation>
    </message>
    <message>
        <source>Use the tool {tool}?</source>
        <translation>¿Usar la herramienta {tool}?</translation>
    </message>
    <message>
        <source>Not sandboxed: {consequence}</source>
        <translation>Fuera del entorno aislado: {consequence}</translation>
    </message>
    <message>
        <source>Asked by the tool&apos;s view in the chat · {origin}</source>
        <translation>Lo pide la vista de la herramienta en el chat · {origin}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="159"/>
        <source>Attached files</source>
        <translation>Archivos adjuntos</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="252"/>
        <source>Attach files</source>
        <translation>Adjuntar archivos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="255"/>
        <source>All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)</source>
        <translation>Todos los archivos (*);;Imágenes (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="268"/>
        <source>Pasted image {time}.png</source>
        <translation>Imagen pegada {time}.png</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="275"/>
        <source>{name} was not attached: a message takes at most {n} files.</source>
        <translation>{name} no se adjuntó: un mensaje admite como máximo {n} archivos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="313"/>
        <source>{model} does not see images: it gets each image&apos;s name only.</source>
        <translation>{model} no ve imágenes: solo recibe el nombre de cada imagen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="315"/>
        <source>{model} may not see images; they are sent as images.</source>
        <translation>Puede que {model} no vea imágenes; se envían como imágenes igualmente.</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="207"/>
        <location filename="../../desktop_agent/ui/chat_document.py" line="214"/>
        <source>Open link</source>
        <translation>Abrir enlace</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="208"/>
        <source>Open this address in your browser?</source>
        <translation>¿Abrir esta dirección en tu navegador?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="252"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>{inp:,} tokens de entrada · {out:,} de salida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="256"/>
        <source> · {n:,} from cache</source>
        <translation> · {n:,} de la caché</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="268"/>
        <source>Copied to the clipboard</source>
        <translation>Copiado al portapapeles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="483"/>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="486"/>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="560"/>
        <source>Thought for a moment</source>
        <translation>Pensó un momento</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="562"/>
        <source>Thought for {s:.0f} s</source>
        <translation>Pensó durante {s:.0f} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="564"/>
        <source>Thoughts</source>
        <translation>Pensamientos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Interrupted</source>
        <translation>Interrumpida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Ended by an error</source>
        <translation>Terminó con un error</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="684"/>
        <source>  from {server}</source>
        <translation>  de {server}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="695"/>
        <source>Review…</source>
        <translation>Revisar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result ({n:,} lines)</source>
        <translation>Resultado ({n:,} líneas)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="708"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="714"/>
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… {n:,} líneas más (Copiar las incluye todas)</translation>
    </message>
    <message>
        <source>1 citation removed: the model cited a passage or page it was never given ({ids}).</source>
        <translation>Se quitó 1 cita: el modelo citó un pasaje o una página que nunca recibió ({ids}).</translation>
    </message>
    <message>
        <source>{n} citations removed: the model cited passages or pages it was never given ({ids}).</source>
        <translation>Se quitaron {n} citas: el modelo citó pasajes o páginas que nunca recibió ({ids}).</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>  {n:,} lines</source>
        <translation>  {n:,} líneas</translation>
    </message>
    <message>
        <source>Hide output</source>
        <translation>Ocultar la salida</translation>
    </message>
    <message>
        <source>Show output</source>
        <translation>Mostrar la salida</translation>
    </message>
    <message>
        <source>Copy output</source>
        <translation>Copiar la salida</translation>
    </message>
    <message>
        <source>… {n:,} more lines (Copy output has them all)</source>
        <translation>… {n:,} líneas más («Copiar la salida» las incluye todas)</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="73"/>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="169"/>
        <source>The preview opened in your browser</source>
        <translation>La vista previa se abrió en tu navegador</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="171"/>
        <source>No browser could open {path}</source>
        <translation>Ningún navegador pudo abrir {path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="240"/>
        <source>Show earlier messages ({n:,})</source>
        <translation>Mostrar mensajes anteriores ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="250"/>
        <source>Show newer messages ({n:,})</source>
        <translation>Mostrar mensajes más recientes ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397"/>
        <source>Previous version</source>
        <translation>Versión anterior</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="400"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="425"/>
        <source>Next version</source>
        <translation>Versión siguiente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="418"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="420"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="427"/>
        <source>Regenerate</source>
        <translation>Regenerar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="429"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="549"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="431"/>
        <source>Pin: kept word for word when earlier messages are summarised</source>
        <translation>Fijar: se conserva palabra por palabra cuando se resumen los mensajes anteriores</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="433"/>
        <source>Pinned: kept word for word when earlier messages are summarised. Unpin</source>
        <translation>Fijado: se conserva palabra por palabra cuando se resumen los mensajes anteriores. Dejar de fijar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="490"/>
        <source>Answering with the skill @{name}.</source>
        <translation>Respondiendo con la habilidad @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="523"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} Reintentando en {delay:.0f} s ({n} de {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="541"/>
        <source>Stopped.</source>
        <translation>Detenido.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="546"/>
        <source>Build this plan</source>
        <translation>Ejecutar este plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="547"/>
        <source>The plan is ready.</source>
        <translation>El plan está listo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="580"/>
        <source>Waiting for the first word… {s} s</source>
        <translation>Esperando la primera palabra… {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="581"/>
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>Leyendo la conversación… {pct} % de {total} tokens · {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Open settings</source>
        <translation>Abrir configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27"/>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79"/>
        <source>Jump to latest</source>
        <translation>Ir al final</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28"/>
        <source>Jump to the newest message (End)</source>
        <translation>Ir al mensaje más reciente (End)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73"/>
        <source>{n} new messages</source>
        <translation>{n} mensajes nuevos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75"/>
        <source>1 new message</source>
        <translation>1 mensaje nuevo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16"/>
        <source>Summarise what this folder&apos;s project does</source>
        <translation>Resume qué hace el proyecto de esta carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17"/>
        <source>Find the TODO comments and list them by file</source>
        <translation>Busca los comentarios TODO y enuméralos por archivo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18"/>
        <source>Explain the last error in the log and how to fix it</source>
        <translation>Explica el último error del registro y cómo corregirlo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34"/>
        <source>New conversation</source>
        <translation>Nueva conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37"/>
        <source>Ask anything</source>
        <translation>Pregunta lo que quieras</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45"/>
        <source>Model and folder</source>
        <translation>Modelo y carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56"/>
        <source>Put this request in the message box</source>
        <translation>Poner esta petición en el cuadro de mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73"/>
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  en {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28"/>
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>Resumen deshecho: los {n} mensajes anteriores vuelven a enviarse completos al modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32"/>
        <source>Earlier conversation summarised</source>
        <translation>Conversación anterior resumida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34"/>
        <source>Earlier conversation summarised on request</source>
        <translation>Conversación anterior resumida a petición tuya</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36"/>
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} mensajes, aprox. {before} → {after} tokens.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88"/>
        <source>Show summary</source>
        <translation>Mostrar resumen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="70"/>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="72"/>
        <source>waiting for your approval</source>
        <translation>esperando tu aprobación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="74"/>
        <source>running</source>
        <translation>en ejecución</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="76"/>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="78"/>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="80"/>
        <source>denied</source>
        <translation>denegado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="82"/>
        <source>interrupted</source>
        <translation>interrumpido</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="40"/>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="121"/>
        <source>the file is no longer there</source>
        <translation>el archivo ya no está</translation>
    </message>
    <message>
        <source>↻ Retried once after an error: {error}</source>
        <translation>↻ Reintentado una vez tras un error: {error}</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retried %n times after an error: {error}</source>
        <translation>
            <numerusform>↻ Reintentado %n vez tras un error: {error}</numerusform>
            <numerusform>↻ Reintentado %n veces tras un error: {error}</numerusform>
        </translation>
    </message>
    <message>
        <source>Set one up</source>
        <translation>Configurar uno</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>Configurar un modelo</translation>
    </message>
    <message>
        <source>Add an API key or choose a model on this computer</source>
        <translation>Añade una clave de API o elige un modelo de este equipo</translation>
    </message>
    <message>
        <source>No model set up yet</source>
        <translation>Aún no hay ningún modelo configurado</translation>
    </message>
    <message>
        <source>{model} needs an API key. Add one, or choose a model that runs on this computer.</source>
        <translation>{model} necesita una clave de API. Añade una o elige un modelo que funcione en este equipo.</translation>
    </message>
    <message>
        <source>Summarise the project</source>
        <translation>Resumir el proyecto</translation>
    </message>
    <message>
        <source>What this folder&apos;s project does</source>
        <translation>Qué hace el proyecto de esta carpeta</translation>
    </message>
    <message>
        <source>List the TODOs</source>
        <translation>Listar los TODO</translation>
    </message>
    <message>
        <source>Every TODO comment, by file</source>
        <translation>Cada comentario TODO, por archivo</translation>
    </message>
    <message>
        <source>Explain an error</source>
        <translation>Explicar un error</translation>
    </message>
    <message>
        <source>The log&apos;s last error, and its fix</source>
        <translation>El último error del registro y su solución</translation>
    </message>
    <message>
        <source>Read aloud (again to stop)</source>
        <translation>Leer en voz alta (otra vez para detener)</translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="74"/>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="84"/>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="85"/>
        <source>Remove {name}</source>
        <translation>Quitar {name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="98"/>
        <source>Attached file {name}</source>
        <translation>Archivo adjunto {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="108"/>
        <source>PDF · %n page(s)</source>
        <translation>
            <numerusform>PDF · %n página</numerusform>
            <numerusform>PDF · %n páginas</numerusform>
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
        <translation>Algo salió mal. Tus conversaciones están guardadas.

Puedes seguir trabajando. Si vuelve a ocurrir, reinicia Desktop Agent. Los detalles de abajo ayudan a encontrar la causa; no incluyen las claves de API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53"/>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Show details</source>
        <translation>Mostrar detalles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56"/>
        <source>Copy details</source>
        <translation>Copiar detalles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92"/>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99"/>
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>(%n error hasta ahora)</numerusform>
            <numerusform>(%n errores hasta ahora)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Hide details</source>
        <translation>Ocultar detalles</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="90"/>
        <source>The server&apos;s message</source>
        <translation>Mensaje del servidor</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="94"/>
        <source>The message is long: {n} more characters are not shown.</source>
        <translation>El mensaje es largo: no se muestran {n} caracteres más.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="98"/>
        <source>Message cut</source>
        <translation>Mensaje recortado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="119"/>
        <source>Problem with {field}</source>
        <translation>Problema con {field}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="128"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="138"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="176"/>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="178"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="181"/>
        <source>{what} from {low} to {high}</source>
        <translation>{what} de {low} a {high}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="215"/>
        <source>Required</source>
        <translation>Obligatorio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="226"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Solicitud del servidor MCP «{server}»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="233"/>
        <source>“{server}” asks for some information</source>
        <translation>«{server}» pide algunos datos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="234"/>
        <source>Which server asks</source>
        <translation>Qué servidor lo pide</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="238"/>
        <source>Your answers go only to this server. Fields marked * are required.</source>
        <translation>Tus respuestas van solo a este servidor. Los campos marcados con * son obligatorios.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="275"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="276"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="277"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="278"/>
        <source>&amp;Send</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="279"/>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="178"/>
        <source>The conversation is too long for {model}: the request is {asked} tokens and the model&apos;s context window holds {window}.</source>
        <translation>La conversación es demasiado larga para {model}: la petición tiene {asked} tokens y la ventana de contexto del modelo admite {window}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="184"/>
        <source>The conversation is too long for {model}.</source>
        <translation>La conversación es demasiado larga para {model}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="186"/>
        <source>Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the chat profile (no tools), or start a new session.</source>
        <translation>Inicia el servidor con un contexto mayor (llama.cpp: --ctx-size 8192; Ollama: num_ctx), usa el perfil chat (sin herramientas) o empieza una nueva sesión.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="192"/>
        <source>Start a new session, or pick a model with a larger context window.</source>
        <translation>Empieza una nueva sesión o elige un modelo con una ventana de contexto mayor.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="218"/>
        <source>{label} rejected the API key ({code}).</source>
        <translation>{label} rechazó la clave de API ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="219"/>
        <source>Check the key in Settings, or store a new one with `desktop-agent keys set`.</source>
        <translation>Revisa la clave en Configuración o guarda una nueva con `desktop-agent keys set`.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="224"/>
        <source>{label} has no model called {model}, or the endpoint address is wrong.</source>
        <translation>{label} no tiene ningún modelo llamado {model}, o la dirección del endpoint es incorrecta.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="227"/>
        <source>Pick another model, or check the provider&apos;s base URL.</source>
        <translation>Elige otro modelo o revisa la URL base del proveedor.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="230"/>
        <source>{label} is rate limiting requests; it asks to wait {seconds} s.</source>
        <translation>{label} está limitando las peticiones; pide esperar {seconds} s.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="232"/>
        <source>{label} is rate limiting requests.</source>
        <translation>{label} está limitando las peticiones.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="233"/>
        <source>Wait a moment and try again, or use a different model.</source>
        <translation>Espera un momento y vuelve a intentarlo, o usa otro modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="236"/>
        <source>Your {label} account has run out of quota or credit.</source>
        <translation>Tu cuenta de {label} se quedó sin cuota o sin crédito.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="237"/>
        <source>Check your plan and billing with the provider.</source>
        <translation>Revisa tu plan y la facturación con el proveedor.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="240"/>
        <source>{label} is overloaded right now.</source>
        <translation>{label} está sobrecargado en este momento.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="241"/>
        <source>Try again in a minute.</source>
        <translation>Vuelve a intentarlo en un minuto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="244"/>
        <source>{label} had a server error ({code}).</source>
        <translation>{label} tuvo un error del servidor ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="246"/>
        <source>{label} had a server error in the stream.</source>
        <translation>{label} tuvo un error del servidor durante la transmisión.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="247"/>
        <source>Try again; if it keeps happening, check the provider&apos;s status page.</source>
        <translation>Vuelve a intentarlo; si sigue ocurriendo, consulta la página de estado del proveedor.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="252"/>
        <location filename="../../desktop_agent/providers/errors.py" line="327"/>
        <source>{label} took too long to answer.</source>
        <translation>{label} tardó demasiado en responder.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="253"/>
        <location filename="../../desktop_agent/providers/errors.py" line="328"/>
        <source>Try again, or check your connection.</source>
        <translation>Vuelve a intentarlo o revisa tu conexión.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="256"/>
        <source>{label}&apos;s content filter blocked this request.</source>
        <translation>El filtro de contenido de {label} bloqueó esta petición.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="257"/>
        <source>Rephrase the message.</source>
        <translation>Reformula el mensaje.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="260"/>
        <source>{label} refused the request ({code}).</source>
        <translation>{label} rechazó la petición ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="262"/>
        <source>{label} refused the request.</source>
        <translation>{label} rechazó la petición.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="263"/>
        <source>Check the model and settings; this may be a bug worth reporting.</source>
        <translation>Revisa el modelo y la configuración; puede que sea un error que valga la pena reportar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="269"/>
        <source>{label} rejected the API key.</source>
        <translation>{label} rechazó la clave de API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="278"/>
        <source>{label} returned an error.</source>
        <translation>{label} devolvió un error.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="279"/>
        <location filename="../../desktop_agent/providers/errors.py" line="335"/>
        <location filename="../../desktop_agent/providers/errors.py" line="388"/>
        <location filename="../../desktop_agent/providers/errors.py" line="404"/>
        <source>Try again.</source>
        <translation>Vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="334"/>
        <location filename="../../desktop_agent/providers/errors.py" line="387"/>
        <source>The connection to {label} broke while the answer was streaming.</source>
        <translation>La conexión con {label} se cortó mientras se transmitía la respuesta.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="342"/>
        <source>Nothing is answering at {where} — is the {server} running?</source>
        <translation>Nada responde en {where} — ¿está en ejecución {server}?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="343"/>
        <source>Start it, then try again.</source>
        <translation>Inícialo y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="350"/>
        <source>Could not reach {label} at {url}.</source>
        <translation>No se pudo conectar con {label} en {url}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="351"/>
        <source>Check your internet connection, or that the local server is running.</source>
        <translation>Revisa tu conexión a internet o que el servidor local esté en ejecución.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="377"/>
        <source>{label} sent a malformed reply.</source>
        <translation>{label} envió una respuesta mal formada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="378"/>
        <source>Try again; if it keeps happening, the server may not be fully compatible.</source>
        <translation>Vuelve a intentarlo; si sigue ocurriendo, puede que el servidor no sea del todo compatible.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="394"/>
        <source>Something unexpected went wrong talking to {label}.</source>
        <translation>Algo inesperado falló al comunicarse con {label}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="395"/>
        <source>See the log for details.</source>
        <translation>Consulta el registro para ver los detalles.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="403"/>
        <source>{label} closed the connection before the answer was complete.</source>
        <translation>{label} cerró la conexión antes de completar la respuesta.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="100"/>
        <source>This conversation needs about {needed} tokens with the {agent} agent&apos;s instructions and tools, and {model} takes {window}. Nothing was sent.</source>
        <translation>Esta conversación necesita unos {needed} tokens con las instrucciones y herramientas del agente {agent}, y {model} admite {window}. No se envió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="105"/>
        <source>Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>Usa el perfil plan (menos herramientas) o el perfil chat (sin herramientas), empieza una nueva sesión o dale al servidor un contexto mayor (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="114"/>
        <source>This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.</source>
        <translation>Esta conversación necesita unos {needed} tokens, y {model} admite {window}. No se envió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="118"/>
        <source>Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>Empieza una nueva sesión o dale al servidor un contexto mayor (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="12"/>
        <source>This conversation is still loading.</source>
        <translation>Esta conversación todavía se está cargando.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="13"/>
        <source>Send again in a moment: the model needs the whole conversation.</source>
        <translation>Vuelve a enviarlo en un momento: el modelo necesita la conversación completa.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="20"/>
        <source>This session is already answering.</source>
        <translation>Esta sesión ya está respondiendo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="21"/>
        <source>Wait or stop it first.</source>
        <translation>Espera o detenla primero.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="28"/>
        <source>This session is answering in another window or terminal (since {since}).</source>
        <translation>Esta sesión está respondiendo en otra ventana o terminal (desde {since}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="31"/>
        <source>Wait for that answer, or stop it there — or start a new session.</source>
        <translation>Espera esa respuesta o detenla allí — o empieza una nueva sesión.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="39"/>
        <source>These instructions are {length} characters; a session&apos;s take at most {most}.</source>
        <translation>Estas instrucciones tienen {length} caracteres; las de una sesión admiten como máximo {most}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="42"/>
        <source>Shorten them, or put the long part in a file in the workspace and ask the agent to read it.</source>
        <translation>Acórtalas o pon la parte larga en un archivo de la carpeta de trabajo y pide al agente que lo lea.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="54"/>
        <source>That message is no longer part of this conversation.</source>
        <translation>Ese mensaje ya no forma parte de esta conversación.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="55"/>
        <source>Open the session again and edit the message from there.</source>
        <translation>Vuelve a abrir la sesión y edita el mensaje desde allí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="50"/>
        <source>Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached.</source>
        <translation>Se pueden adjuntar imágenes (PNG, JPEG, GIF, WebP, BMP, TIFF), PDF y archivos de texto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="53"/>
        <source>{name} is not an image, a PDF or a text file, so it cannot be attached.</source>
        <translation>{name} no es una imagen, un PDF ni un archivo de texto, así que no se puede adjuntar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="56"/>
        <source>{name} is empty, so there is nothing to attach.</source>
        <translation>{name} está vacío, así que no hay nada que adjuntar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="57"/>
        <source>Save a copy without the password (for example by printing it to PDF) and attach that.</source>
        <translation>Guarda una copia sin contraseña (por ejemplo, imprimiéndola a PDF) y adjúntala.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="60"/>
        <source>Attach only the pages that matter (save them as a new PDF).</source>
        <translation>Adjunta solo las páginas que importan (guárdalas como un PDF nuevo).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="134"/>
        <source>{name} was not found; it may have been moved or deleted.</source>
        <translation>No se encontró {name}; puede que se haya movido o eliminado.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="143"/>
        <source>{name} is a folder; attach the files inside it one by one.</source>
        <translation>{name} es una carpeta; adjunta los archivos que contiene uno por uno.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="206"/>
        <source>{name} is a HEIC or AVIF image, which cannot be read here.</source>
        <translation>{name} es una imagen HEIC o AVIF, que no se puede leer aquí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="207"/>
        <source>Save or export it as JPEG or PNG and attach that.</source>
        <translation>Guárdala o expórtala como JPEG o PNG y adjunta ese archivo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="213"/>
        <source>{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached.</source>
        <translation>{name} parece texto, pero no está en UTF-8 ni en UTF-16, así que no se puede adjuntar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="216"/>
        <source>Save it as UTF-8 (most editors offer this under “Save as”) and attach it again.</source>
        <translation>Guárdalo como UTF-8 (la mayoría de los editores lo ofrecen en «Guardar como») y vuelve a adjuntarlo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="232"/>
        <source>{name} is {size}; images can be attached up to {limit}.</source>
        <translation>{name} ocupa {size}; las imágenes se pueden adjuntar hasta {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="233"/>
        <source>{name} is {size}; PDFs can be attached up to {limit}.</source>
        <translation>{name} ocupa {size}; los PDF se pueden adjuntar hasta {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="234"/>
        <source>{name} is {size}; text files can be attached up to {limit}.</source>
        <translation>{name} ocupa {size}; los archivos de texto se pueden adjuntar hasta {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="240"/>
        <source>Attach a smaller file, or only the part that matters.</source>
        <translation>Adjunta un archivo más pequeño o solo la parte que importa.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="257"/>
        <source>{name} cannot be read ({why}).</source>
        <translation>No se puede leer {name} ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="263"/>
        <source>{name} is not a regular file (a device, pipe or socket), so it cannot be attached.</source>
        <translation>{name} no es un archivo normal (es un dispositivo, una tubería o un socket), así que no se puede adjuntar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="327"/>
        <source>{name} has too many pixels to be opened safely (more than {most}).</source>
        <translation>{name} tiene demasiados píxeles para abrirlo de forma segura (más de {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="328"/>
        <source>Attach a smaller version of the image.</source>
        <translation>Adjunta una versión más pequeña de la imagen.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="336"/>
        <source>{name} could not be read as an image; it may be damaged or incomplete.</source>
        <translation>No se pudo leer {name} como imagen; puede estar dañado o incompleto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="413"/>
        <source>{name} cannot be made to fit in {limit} as an image.</source>
        <translation>{name} no se puede reducir como imagen para que quepa en {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="436"/>
        <source>{name} is protected by a password, so its text cannot be read.</source>
        <translation>{name} está protegido con contraseña, así que no se puede leer su texto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="443"/>
        <source>{name} is encrypted in a way that cannot be opened here, so its text cannot be read.</source>
        <translation>{name} está cifrado de una forma que no se puede abrir aquí, así que no se puede leer su texto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="460"/>
        <source>{name} could not be read as a PDF; it may be damaged or incomplete.</source>
        <translation>No se pudo leer {name} como PDF; puede estar dañado o incompleto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="468"/>
        <source>{name} has {count} pages; PDFs can be attached up to {most} pages.</source>
        <translation>{name} tiene {count} páginas; los PDF se pueden adjuntar hasta {most} páginas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="490"/>
        <source>{name} has more text than can be sent at once (over {most} characters by page {page}).</source>
        <translation>{name} tiene más texto del que se puede enviar de una vez (más de {most} caracteres hasta la página {page}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="503"/>
        <source>{name} has no text layer (a scan?), so there is nothing the model could read in it.</source>
        <translation>{name} no tiene capa de texto (¿es un escaneo?), así que el modelo no podría leer nada en él.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="507"/>
        <source>Attach the pages as images instead, or run text recognition (OCR) on it first.</source>
        <translation>Adjunta las páginas como imágenes, o aplícale primero reconocimiento de texto (OCR).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="34"/>
        <source>The disk holding the history ({folder}) is full; recent messages are kept in memory.</source>
        <translation>El disco donde está el historial ({folder}) está lleno; los mensajes recientes se guardan en memoria.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="38"/>
        <source>Free some space; they are saved as soon as there is room.</source>
        <translation>Libera espacio; se guardarán en cuanto haya sitio.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="44"/>
        <source>The history database is busy in another program.</source>
        <translation>Otro programa está usando la base de datos del historial.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="45"/>
        <source>Close other copies of Desktop Agent; saving resumes by itself.</source>
        <translation>Cierra las demás copias de Desktop Agent; el guardado se reanuda solo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="50"/>
        <source>The history database at {path} cannot be written.</source>
        <translation>No se puede escribir en la base de datos del historial en {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="51"/>
        <source>Check the folder&apos;s permissions; messages are kept in memory meanwhile.</source>
        <translation>Revisa los permisos de la carpeta; mientras tanto, los mensajes se guardan en memoria.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="59"/>
        <source>The history database at {path} is damaged.</source>
        <translation>La base de datos del historial en {path} está dañada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="60"/>
        <source>Restart Desktop Agent.</source>
        <translation>Reinicia Desktop Agent.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/domain/errors.py" line="17"/>
        <source>The server said: {said}</source>
        <translation>El servidor dijo: {said}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a knowledge base name.</source>
        <translation>«{name}» no es un nombre de base de conocimiento válido.</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (at most 64).</source>
        <translation>Usa letras, dígitos, «-», «_» y «.» (64 como máximo).</translation>
    </message>
    <message>
        <source>There is no knowledge base &apos;{name}&apos;.</source>
        <translation>No hay ninguna base de conocimiento «{name}».</translation>
    </message>
    <message>
        <source>See them with `desktop-agent kb list`; make one with `kb create NAME`.</source>
        <translation>Míralas con `desktop-agent kb list`; crea una con `kb create NAME`.</translation>
    </message>
    <message>
        <source>The knowledge base &apos;{name}&apos; exists already.</source>
        <translation>La base de conocimiento «{name}» ya existe.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} no existe.</translation>
    </message>
    <message>
        <source>{path} holds the app&apos;s own folder {own}: it is never indexed.</source>
        <translation>{path} contiene la carpeta propia de la aplicación {own}: nunca se indexa.</translation>
    </message>
    <message>
        <source>{path} is not a source of &apos;{name}&apos;.</source>
        <translation>{path} no es una fuente de «{name}».</translation>
    </message>
    <message>
        <source>See them with `kb status NAME`.</source>
        <translation>Míralas con `kb status NAME`.</translation>
    </message>
    <message>
        <source>Indexing &apos;{name}&apos; stopped: {reason}.</source>
        <translation>La indexación de «{name}» se detuvo: {reason}.</translation>
    </message>
    <message>
        <source>Try Re-index; the log has the details.</source>
        <translation>Prueba «Reindexar»; el registro tiene los detalles.</translation>
    </message>
    <message>
        <source>Make one on the Knowledge page or with `kb create NAME`.</source>
        <translation>Crea una en la página de bases de conocimiento o con `kb create NAME`.</translation>
    </message>
    <message>
        <source>Say what to look for as well as the base&apos;s name.</source>
        <translation>Indica qué buscar, además del nombre de la base.</translation>
    </message>
    <message>
        <source>The transcription endpoint&apos;s address {url} is not valid.</source>
        <translation>La dirección {url} del endpoint de transcripción no es válida.</translation>
    </message>
    <message>
        <source>Correct the provider&apos;s address in Settings › Providers.</source>
        <translation>Corrige la dirección del proveedor en Ajustes › Proveedores.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} did not answer in {seconds} s.</source>
        <translation>El endpoint de transcripción {host} no respondió en {seconds} s.</translation>
    </message>
    <message>
        <source>Try again, or use the local model in Settings › Voice.</source>
        <translation>Inténtalo de nuevo o usa el modelo local en Ajustes › Voz.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} cannot be reached.</source>
        <translation>No se puede acceder al endpoint de transcripción {host}.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s address and your connection.</source>
        <translation>Comprueba la dirección del proveedor y tu conexión.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} refused the API key.</source>
        <translation>El endpoint de transcripción {host} rechazó la clave de API.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s key in Settings › Providers.</source>
        <translation>Comprueba la clave del proveedor en Ajustes › Proveedores.</translation>
    </message>
    <message>
        <source>{host} has no transcription model {model} (or no such route).</source>
        <translation>{host} no tiene el modelo de transcripción {model} (o no existe esa ruta).</translation>
    </message>
    <message>
        <source>Choose another model or provider in Settings › Voice.</source>
        <translation>Elige otro modelo u otro proveedor en Ajustes › Voz.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} is busy (too many requests).</source>
        <translation>El endpoint de transcripción {host} está ocupado (demasiadas solicitudes).</translation>
    </message>
    <message>
        <source>Wait a moment and try again.</source>
        <translation>Espera un momento e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} answered with error {code}.</source>
        <translation>El endpoint de transcripción {host} respondió con el error {code}.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} sent no transcript.</source>
        <translation>El endpoint de transcripción {host} no envió ninguna transcripción.</translation>
    </message>
    <message>
        <source>Check that the provider offers OpenAI-compatible transcriptions.</source>
        <translation>Comprueba que el proveedor ofrezca transcripciones compatibles con OpenAI.</translation>
    </message>
    <message>
        <source>{name} cannot be read as a WAV file: {why}.</source>
        <translation>{name} no se puede leer como archivo WAV: {why}.</translation>
    </message>
    <message>
        <source>Record or convert it to WAV (PCM or float, any rate) and try again.</source>
        <translation>Grábalo o conviértelo a WAV (PCM o coma flotante, cualquier frecuencia de muestreo) e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>No existe el archivo {path}.</translation>
    </message>
    <message>
        <source>No microphone was found.</source>
        <translation>No se encontró ningún micrófono.</translation>
    </message>
    <message>
        <source>Connect a microphone (and allow the app to use it), then try again.</source>
        <translation>Conecta un micrófono (y permite que la aplicación lo use) e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>No loudspeaker or headphones were found to play the voice.</source>
        <translation>No se encontraron altavoces ni auriculares para reproducir la voz.</translation>
    </message>
    <message>
        <source>Connect one and try again, or read answers with the system&apos;s voice.</source>
        <translation>Conecta uno e inténtalo de nuevo, o lee las respuestas con la voz del sistema.</translation>
    </message>
    <message>
        <source>The microphone could not be opened: {why}.</source>
        <translation>No se pudo abrir el micrófono: {why}.</translation>
    </message>
    <message>
        <source>Check that no other program holds it, then try again.</source>
        <translation>Comprueba que ningún otro programa lo esté usando e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Check that Windows PowerShell is installed.</source>
        <translation>Comprueba que Windows PowerShell esté instalado.</translation>
    </message>
    <message>
        <source>The `say` command of macOS is missing from this system.</source>
        <translation>Falta el comando `say` de macOS en este sistema.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher or espeak-ng to hear answers read aloud.</source>
        <translation>Instala speech-dispatcher o espeak-ng para escuchar las respuestas en voz alta.</translation>
    </message>
    <message>
        <source>No voice was found on this system.</source>
        <translation>No se encontró ninguna voz en este sistema.</translation>
    </message>
    <message>
        <source>The answer could not be read aloud.</source>
        <translation>No se pudo leer la respuesta en voz alta.</translation>
    </message>
    <message>
        <source>The system&apos;s voice ({program}) could not read the answer.</source>
        <translation>La voz del sistema ({program}) no pudo leer la respuesta.</translation>
    </message>
    <message>
        <source>Check that sound works, or choose another voice in Settings › Voice.</source>
        <translation>Comprueba que el sonido funcione o elige otra voz en Ajustes › Voz.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} took too long to answer.</source>
        <translation>El endpoint de voz {url} tardó demasiado en responder.</translation>
    </message>
    <message>
        <source>Try again, or read answers with the system&apos;s voice.</source>
        <translation>Inténtalo de nuevo o lee las respuestas con la voz del sistema.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} could not be reached.</source>
        <translation>No se pudo acceder al endpoint de voz {url}.</translation>
    </message>
    <message>
        <source>Check its address in Settings › Providers, and your connection.</source>
        <translation>Comprueba su dirección en Ajustes › Proveedores y tu conexión.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} rejected the API key ({code}).</source>
        <translation>El endpoint de voz {url} rechazó la clave de API ({code}).</translation>
    </message>
    <message>
        <source>The speech endpoint {url} refused to read the answer ({code}).</source>
        <translation>El endpoint de voz {url} se negó a leer la respuesta ({code}).</translation>
    </message>
    <message>
        <source>Check the speech model and voice in Settings › Voice, or use the system&apos;s voice.</source>
        <translation>Comprueba el modelo de voz y la voz en Ajustes › Voz, o usa la voz del sistema.</translation>
    </message>
    <message>
        <source>The speech-to-text model is not downloaded yet.</source>
        <translation>El modelo de voz a texto aún no se ha descargado.</translation>
    </message>
    <message>
        <source>The speech-to-text model could not be downloaded: {why}.</source>
        <translation>No se pudo descargar el modelo de voz a texto: {why}.</translation>
    </message>
    <message>
        <source>Check your connection and try again.</source>
        <translation>Comprueba tu conexión e inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The speech-to-text model in {folder} did not load.</source>
        <translation>El modelo de voz a texto de {folder} no se cargó.</translation>
    </message>
    <message>
        <source>Delete that folder and download the model again.</source>
        <translation>Elimina esa carpeta y vuelve a descargar el modelo.</translation>
    </message>
    <message>
        <source>The local speech model knows English only, not {language}.</source>
        <translation>El modelo de reconocimiento de voz local solo entiende inglés, no {language}.</translation>
    </message>
    <message>
        <source>For other languages, choose an endpoint in Settings › Voice.</source>
        <translation>Para otros idiomas, elige un endpoint en Ajustes › Voz.</translation>
    </message>
    <message>
        <source>Download it first ({megabytes} MB, once).</source>
        <translation>Descárgalo primero ({megabytes} MB, una sola vez).</translation>
    </message>
    <message>
        <source>No API key is stored for {provider} (the endpoint).</source>
        <translation>No hay ninguna clave de API guardada para {provider} (el endpoint).</translation>
    </message>
    <message>
        <source>Add it in Settings › Providers or: desktop-agent keys set {provider}</source>
        <translation>Añádela en Ajustes › Proveedores o con: desktop-agent keys set {provider}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="25"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="26"/>
        <source>Find in conversation</source>
        <translation>Buscar en la conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29"/>
        <source>Matches</source>
        <translation>Coincidencias</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>Coincidencia anterior (Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35"/>
        <source>Next match (Enter)</source>
        <translation>Coincidencia siguiente (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37"/>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138"/>
        <source>No matches</source>
        <translation>Sin coincidencias</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142"/>
        <source>{n} of {m}</source>
        <translation>{n} de {m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Left out (over the cap, least recently used): {n}</source>
        <translation>Omitidos (por encima del límite, los menos usados recientemente): {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="49"/>
        <source>Instructions for this session</source>
        <translation>Instrucciones para esta sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="53"/>
        <source>Sent with every message of this session, after the profile&apos;s instructions. For example: the language to answer in, the project&apos;s conventions, what to leave alone.</source>
        <translation>Se envían con cada mensaje de esta sesión, después de las instrucciones del perfil. Por ejemplo: el idioma en que responder, las convenciones del proyecto, lo que no se debe tocar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59"/>
        <source>Session instructions</source>
        <translation>Instrucciones de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="60"/>
        <source>Answer in British English. Keep answers short.</source>
        <translation>Responde en español. Sé breve.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="63"/>
        <source>What the model is sent</source>
        <translation>Lo que recibe el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="67"/>
        <source>Prompt size</source>
        <translation>Tamaño del prompt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="70"/>
        <source>Instructions message</source>
        <translation>Mensaje de instrucciones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="75"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="82"/>
        <source>What the model is sent with each message</source>
        <translation>Lo que recibe el modelo con cada mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="108"/>
        <source>{title} · about {n} tokens</source>
        <translation>{title} · unos {n} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="114"/>
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>Herramientas ({count}): {names} · unos {n} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="118"/>
        <source>No tools: this profile answers in words only.</source>
        <translation>Sin herramientas: este perfil solo responde con texto.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="128"/>
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>Unos {system} tokens de instrucciones y {tools} de herramientas, más {conversation} de la conversación hasta ahora (estimados a cuatro caracteres por token).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="133"/>
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>Unos {system} tokens de instrucciones y {tools} de herramientas, antes de cualquier conversación (estimados a cuatro caracteres por token).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="138"/>
        <source>The model takes {window}.</source>
        <translation>La ventana de contexto del modelo es de {window} tokens.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="140"/>
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>Como su ventana es pequeña, recibe las versiones compactas de las instrucciones y de las descripciones de herramientas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="142"/>
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>La última petición usó {n} tokens de entrada, según el recuento del proveedor.</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="175"/>
        <source>API key for {provider}</source>
        <translation>Clave de API para {provider}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="178"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation>La clave se guarda en el llavero del sistema, nunca en el archivo de configuración.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="184"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93"/>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="94"/>
        <source>Paste the API key</source>
        <translation>Pega la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96"/>
        <source>Save key</source>
        <translation>Guardar clave</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="97"/>
        <source>Save the API key</source>
        <translation>Guardar la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="104"/>
        <source>API key message</source>
        <translation>Mensaje de la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="122"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="150"/>
        <source>Type or paste the key first.</source>
        <translation>Primero escribe o pega la clave.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="125"/>
        <source>Saving the key…</source>
        <translation>Guardando la clave…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="144"/>
        <source>The key is saved in your keyring.</source>
        <translation>La clave está guardada en tu llavero.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="156"/>
        <source>The key is kept for this run only.</source>
        <translation>La clave se conserva solo durante esta ejecución.</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="54"/>
        <source>Keyring problem</source>
        <translation>Problema con el llavero</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="56"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;No se pudo guardar la clave en un llavero&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62"/>
        <source>Keep for this run only</source>
        <translation>Conservar solo en esta ejecución</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="63"/>
        <source>Keep the key for this run only</source>
        <translation>Conservar la clave solo en esta ejecución</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12"/>
        <source>Set</source>
        <translation>Configurada</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13"/>
        <source>Set for this run</source>
        <translation>Configurada para esta ejecución</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14"/>
        <source>Not set</source>
        <translation>Sin configurar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15"/>
        <source>Not set (keyring unavailable)</source>
        <translation>Sin configurar (llavero no disponible)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cómo solucionarlo:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; instala GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) o KWallet y luego cierra la sesión del sistema y vuelve a entrar, o desbloquea el llavero en Contraseñas y claves (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; abre Acceso a Llaveros y comprueba que tu llavero de inicio de sesión esté desbloqueado.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; el Administrador de credenciales necesita una cuenta de usuario normal (no de invitado).&lt;/p&gt;&lt;p&gt;También puedes conservar la clave &lt;b&gt;solo en esta ejecución&lt;/b&gt;: se queda en la memoria, nunca se escribe en el disco y se olvida cuando cierras la app.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Memory…</source>
        <translation>&amp;Memoria…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="80"/>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="310"/>
        <source>Quit Desktop Agent?</source>
        <translation>¿Salir de Desktop Agent?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="311"/>
        <source>An answer is still being written.</source>
        <translation>Todavía se está escribiendo una respuesta.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="313"/>
        <source>{n} answers are still being written.</source>
        <translation>Todavía se están escribiendo {n} respuestas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="317"/>
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>Al salir se detienen; lo que llevan escrito se conserva.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="318"/>
        <source>Stop and quit</source>
        <translation>Detener y salir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="319"/>
        <source>Keep working</source>
        <translation>Seguir trabajando</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="381"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="29"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="30"/>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="480"/>
        <source>Send now</source>
        <translation>Enviar ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481"/>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="482"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="501"/>
        <source>A file is still being read: send when its chip is ready.</source>
        <translation>Todavía se está leyendo un archivo: envía cuando esté listo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="562"/>
        <source>That file is no longer there.</source>
        <translation>Ese archivo ya no está.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31"/>
        <source>New session (Ctrl+N)</source>
        <translation>Nueva sesión (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33"/>
        <source>Search sessions</source>
        <translation>Buscar sesiones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation>Buscar sesiones (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="85"/>
        <source>Editing a sent message</source>
        <translation>Editando un mensaje enviado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89"/>
        <source>Queued message</source>
        <translation>Mensaje en cola</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="95"/>
        <source>Message input</source>
        <translation>Cuadro de mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96"/>
        <source>Message Desktop Agent…</source>
        <translation>Escribe a Desktop Agent…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98"/>
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Enter envía, Shift+Enter agrega una línea, ↑ edita el último mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105"/>
        <location filename="../../desktop_agent/ui/composer.py" line="106"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="107"/>
        <location filename="../../desktop_agent/ui/composer.py" line="251"/>
        <source>Send (Enter)</source>
        <translation>Enviar (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="108"/>
        <location filename="../../desktop_agent/ui/composer.py" line="109"/>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="110"/>
        <source>Stop (Esc)</source>
        <translation>Detener (Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="115"/>
        <source>Tools for this message</source>
        <translation>Herramientas para este mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="117"/>
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>Herramientas para el próximo mensaje: Auto envía sin ellas un simple saludo o agradecimiento</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="122"/>
        <source>Tools: auto</source>
        <translation>Herramientas: auto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="123"/>
        <source>Tools: on</source>
        <translation>Herramientas: sí</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="124"/>
        <source>Tools: off</source>
        <translation>Herramientas: no</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="128"/>
        <source>Attach files</source>
        <translation>Adjuntar archivos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="130"/>
        <source>Attach images, PDFs or text files (or drop them here, or paste a screenshot)</source>
        <translation>Adjunta imágenes, PDF o archivos de texto (o suéltalos aquí, o pega una captura de pantalla)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="249"/>
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>Poner en cola: se envía al terminar esta respuesta (Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="263"/>
        <source>Queued — sends when this answer ends:</source>
        <translation>En cola — se envía al terminar esta respuesta:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="131"/>
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Still starting…</source>
        <translation>Aún se está iniciando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Try again in a moment.</source>
        <translation>Vuelve a intentarlo en un momento.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37"/>
        <source>&amp;New session</source>
        <translation>&amp;Nueva sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41"/>
        <source>&amp;Usage…</source>
        <translation>&amp;Uso…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44"/>
        <source>&amp;Search sessions</source>
        <translation>&amp;Buscar sesiones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45"/>
        <source>&amp;Find in conversation</source>
        <translation>Buscar en la &amp;conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48"/>
        <source>&amp;Focus the message input</source>
        <translation>&amp;Ir al cuadro de mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52"/>
        <source>&amp;Edit the last message</source>
        <translation>&amp;Editar el último mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56"/>
        <source>&amp;Copy the last answer</source>
        <translation>Co&amp;piar la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Session</source>
        <translation>&amp;Sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59"/>
        <source>S&amp;top</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61"/>
        <source>&amp;Regenerate the last answer</source>
        <translation>&amp;Regenerar la última respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63"/>
        <source>&amp;Next session</source>
        <translation>Sesión s&amp;iguiente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67"/>
        <source>&amp;Previous session</source>
        <translation>Sesión &amp;anterior</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71"/>
        <source>Re&amp;name…</source>
        <translation>Cambiar &amp;nombre…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72"/>
        <source>&amp;Compact now</source>
        <translation>Resu&amp;mir ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74"/>
        <source>R&amp;esources</source>
        <translation>R&amp;ecursos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="78"/>
        <source>&amp;Permissions…</source>
        <translation>&amp;Permisos…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="113"/>
        <source>Conversation</source>
        <translation>Conversación</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="81"/>
        <source>&amp;About Desktop Agent</source>
        <translation>&amp;Acerca de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="87"/>
        <source>About Desktop Agent</source>
        <translation>Acerca de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="88"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chatea con un modelo que puede actuar en tu equipo, con tu aprobación. Tu historial se queda en este equipo; tus claves, en el llavero del sistema.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="534"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="236"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>Editando un mensaje enviado: Enter lo vuelve a enviar, Esc cancela. La conversación posterior se guarda como una versión anterior.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="512"/>
        <source>Copied to the clipboard</source>
        <translation>Copiado al portapapeles</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>Bases de &amp;conocimiento…</translation>
    </message>
    <message>
        <source>New &amp;project…</source>
        <translation>Nuevo &amp;proyecto…</translation>
    </message>
    <message>
        <source>Sc&amp;hedules…</source>
        <translation>&amp;Tareas programadas…</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>Lista de sesiones</translation>
    </message>
    <message>
        <source>Show or hide the session &amp;list</source>
        <translation>Mostrar u ocultar la &amp;lista de sesiones</translation>
    </message>
    <message>
        <source>Hide the session list (Ctrl+B)</source>
        <translation>Ocultar la lista de sesiones (Ctrl+B)</translation>
    </message>
    <message>
        <source>Show the session list (Ctrl+B)</source>
        <translation>Mostrar la lista de sesiones (Ctrl+B)</translation>
    </message>
</context>
<context>
    <name>McpSending</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="132"/>
        <source>Asking for the prompt {name}…</source>
        <translation>Pidiendo el prompt {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="156"/>
        <source>Reading the resources this message names…</source>
        <translation>Leyendo los recursos que nombra este mensaje…</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86"/>
        <source>Add…</source>
        <translation>Agregar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="87"/>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="89"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Disable</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="90"/>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91"/>
        <source>Sign in</source>
        <translation>Iniciar sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="94"/>
        <source>Import from Claude Desktop</source>
        <translation>Importar de Claude Desktop</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="97"/>
        <source>Choose a file…</source>
        <translation>Elegir un archivo…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="121"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="122"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="226"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation>Aún no hay servidores MCP. Agrega uno o importa los de Claude Desktop.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Enable</source>
        <translation>Activar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="257"/>
        <source>(nothing on stderr yet)</source>
        <translation>(aún no hay nada en stderr)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="315"/>
        <source>Starting {name}…</source>
        <translation>Iniciando {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="355"/>
        <source>Finish signing in to {name} in your browser; this page waits for it.</source>
        <translation>Termina de iniciar sesión en {name} en tu navegador; esta página espera a que lo hagas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="360"/>
        <source>Open this address in your browser to sign in: {url}</source>
        <translation>Abre esta dirección en tu navegador para iniciar sesión: {url}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="370"/>
        <source>Signed in to {name}.</source>
        <translation>Sesión iniciada en {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="400"/>
        <source>Import MCP servers</source>
        <translation>Importar servidores MCP</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Buscar actualizaciones</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Servidores</translation>
    </message>
    <message>
        <source>Browse</source>
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Install from file…</source>
        <translation>Instalar desde archivo…</translation>
    </message>
    <message>
        <source>Install an MCP Bundle</source>
        <translation>Instalar un MCP Bundle</translation>
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
        <translation>Perfiles y habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="161"/>
        <source>Use this folder&apos;s skills</source>
        <translation>Usar las habilidades de esta carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="166"/>
        <source>resources of this MCP server</source>
        <translation>recursos de este servidor MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="245"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>La dirección de este recurso tiene caracteres ocultos: no se puede nombrar en un mensaje.</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="37"/>
        <source>Permissions</source>
        <translation>Permisos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="43"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>Las aprobaciones que guardaste. Si revocas una, la próxima llamada de ese tipo volverá a pedir aprobación. Las reglas de settings.json no aparecen aquí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation>Solo las aprobaciones de esta sesión y las que valen siempre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="50"/>
        <source>Only this session</source>
        <translation>Solo esta sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="56"/>
        <source>Saved approvals</source>
        <translation>Aprobaciones guardadas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66"/>
        <source>&amp;Revoke</source>
        <translation>&amp;Revocar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="67"/>
        <source>Revoke</source>
        <translation>Revocar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="99"/>
        <source>No saved approvals.</source>
        <translation>No hay aprobaciones guardadas.</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50"/>
        <source>Agent profiles</source>
        <translation>Perfiles de agente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51"/>
        <source>Add profile…</source>
        <translation>Agregar perfil…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52"/>
        <source>Add a profile</source>
        <translation>Agregar un perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54"/>
        <source>Remove this profile</source>
        <translation>Quitar este perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63"/>
        <source>System prompt</source>
        <translation>Prompt del sistema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67"/>
        <source>All tools (asks before changes)</source>
        <translation>Todas las herramientas (pregunta antes de cambiar)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68"/>
        <source>Read-only tools</source>
        <translation>Herramientas de solo lectura</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69"/>
        <source>No tools</source>
        <translation>Sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71"/>
        <source>Temperature</source>
        <translation>Temperatura</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>The model&apos;s default</source>
        <translation>La predeterminada del modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>Temperature problem</source>
        <translation>Problema con la temperatura</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77"/>
        <source>Maximum tokens per answer</source>
        <translation>Máximo de tokens por respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78"/>
        <source>Let the model think before answering (when it can)</source>
        <translation>Pensar antes de responder (si el modelo puede)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="80"/>
        <source>Thinking</source>
        <translation>Pensamiento</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking budget in tokens</source>
        <translation>Presupuesto de pensamiento en tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87"/>
        <source>Step cap</source>
        <translation>Límite de pasos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>The most model calls one message may lead to</source>
        <translation>Máximo de llamadas al modelo que puede generar un mensaje</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>System prompt:</source>
        <translation>Prompt del sistema:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93"/>
        <source>Tools:</source>
        <translation>Herramientas:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="94"/>
        <source>Temperature:</source>
        <translation>Temperatura:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>Max tokens:</source>
        <translation>Máx. tokens:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Thinking budget:</source>
        <translation>Presupuesto de pensamiento:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99"/>
        <source>Step cap:</source>
        <translation>Límite de pasos:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="100"/>
        <source>Send greetings and thank-yous without tools</source>
        <translation>Enviar saludos y agradecimientos sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="104"/>
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye (&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;); &quot;ok&quot;, &quot;yes&quot; or &quot;go ahead&quot; always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer&apos;s Tools switch decides per message.</source>
        <translation>Solo un mensaje que no sea más que un saludo, un agradecimiento o una despedida (&quot;hi&quot;, &quot;thanks!&quot;, &quot;gracias&quot;); &quot;ok&quot;, &quot;sí&quot; o &quot;adelante&quot; siempre conservan las herramientas. Más rápido y barato, sobre todo con un modelo en este equipo. El selector de herramientas del cuadro de mensaje decide en cada mensaje.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="109"/>
        <source>Small talk without tools</source>
        <translation>Charla sin herramientas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="127"/>
        <source>{name} (custom)</source>
        <translation>{name} (personalizado)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation>Escribe un número de 0 a 2, o déjalo vacío para usar el valor predeterminado del modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="172"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation>La temperatura debe estar entre 0 y 2.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>New profile</source>
        <translation>Nuevo perfil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>Nombre (minúsculas, dígitos, - o _):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>Usa minúsculas, dígitos, - o _ (hasta 40).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212"/>
        <source>There is already a profile called {name}.</source>
        <translation>Ya existe un perfil llamado {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="214"/>
        <source>Fix the highlighted value first.</source>
        <translation>Primero corrige el valor resaltado.</translation>
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
        <translation>* obligatorio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="79"/>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="51"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Escribe una dirección completa que empiece por http:// o https://, p. ej. http://127.0.0.1:8000/v1.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="56"/>
        <source>The address must not contain spaces.</source>
        <translation>La dirección no debe contener espacios.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95"/>
        <source>Providers</source>
        <translation>Proveedores</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96"/>
        <source>Add endpoint…</source>
        <translation>Agregar endpoint…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>Agregar un endpoint personalizado compatible con OpenAI</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="99"/>
        <source>Remove this custom endpoint</source>
        <translation>Quitar este endpoint personalizado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108"/>
        <source>Endpoint name</source>
        <translation>Nombre del endpoint</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="109"/>
        <source>Endpoint name problem</source>
        <translation>Problema con el nombre del endpoint</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111"/>
        <source>Base URL</source>
        <translation>URL base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="112"/>
        <source>Base URL problem</source>
        <translation>Problema con la URL base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115"/>
        <source>Provider&apos;s default model</source>
        <translation>Modelo predeterminado del proveedor</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="116"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="117"/>
        <source>This endpoint needs an API key</source>
        <translation>Este endpoint necesita una clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <source>API key status</source>
        <translation>Estado de la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120"/>
        <source>Set…</source>
        <translation>Configurar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="121"/>
        <source>Set the API key</source>
        <translation>Configurar la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="123"/>
        <source>Remove the API key</source>
        <translation>Quitar la clave de API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="128"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="129"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="454"/>
        <source>Test connection</source>
        <translation>Probar conexión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="132"/>
        <source>Connection test result</source>
        <translation>Resultado de la prueba de conexión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="137"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="139"/>
        <source>Base URL:</source>
        <translation>URL base:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="141"/>
        <source>Default model:</source>
        <translation>Modelo predeterminado:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="143"/>
        <source>API key:</source>
        <translation>Clave de API:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="160"/>
        <source>Use by default</source>
        <translation>Usar por defecto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="162"/>
        <source>Default provider</source>
        <translation>Proveedor predeterminado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="165"/>
        <source>Default model</source>
        <translation>Modelo predeterminado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167"/>
        <source>Provider:</source>
        <translation>Proveedor:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="168"/>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="170"/>
        <source>Give up on a silent answer after</source>
        <translation>Dejar de esperar una respuesta en silencio tras</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="172"/>
        <source>Silent answer limit, cloud providers</source>
        <translation>Límite de respuesta en silencio, proveedores en la nube</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="174"/>
        <source>Silent answer limit, servers on this machine</source>
        <translation>Límite de respuesta en silencio, servidores en este equipo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177"/>
        <source>Cloud providers:</source>
        <translation>Proveedores en la nube:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="178"/>
        <source>Servers on this machine:</source>
        <translation>Servidores en este equipo:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="180"/>
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>Un modelo local puede pasar minutos leyendo una conversación larga antes de su primera palabra.</translation>
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
        <translation>{name} (personalizado)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="345"/>
        <source>My endpoint {n}</source>
        <translation>Mi endpoint {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="385"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="389"/>
        <source>Not set (not needed)</source>
        <translation>Sin configurar (no hace falta)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="430"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation>Primero escribe la dirección del endpoint.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="439"/>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="441"/>
        <source>Connecting to {url}…</source>
        <translation>Conectando con {url}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="458"/>
        <source>Connected, but the server lists no models.</source>
        <translation>Conectado, pero el servidor no ofrece ningún modelo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="461"/>
        <source>Connected: {count} models ({models}).</source>
        <translation>Conectado: {count} modelos ({models}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="490"/>
        <source>Give the endpoint a name.</source>
        <translation>Ponle un nombre al endpoint.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="494"/>
        <source>Enter the endpoint&apos;s address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Escribe la dirección del endpoint, p. ej. http://127.0.0.1:8000/v1.</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26"/>
        <source>The assistant asks</source>
        <translation>El asistente pregunta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34"/>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49"/>
        <source>Your answer</source>
        <translation>Tu respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Or type another answer…</source>
        <translation>O escribe otra respuesta…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Your answer…</source>
        <translation>Tu respuesta…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58"/>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59"/>
        <source>Don&apos;t answer</source>
        <translation>No responder</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60"/>
        <source>&amp;Answer</source>
        <translation>&amp;Responder</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61"/>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
</context>
<context>
    <name>ResourcesPanel</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="81"/>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="91"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="92"/>
        <source>Filter resources</source>
        <translation>Filtrar recursos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="96"/>
        <source>MCP resources</source>
        <translation>Recursos MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="108"/>
        <source>Attach</source>
        <translation>Adjuntar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="110"/>
        <source>Name the resource in the message: it is read and sent with it</source>
        <translation>Nombrar el recurso en el mensaje: se lee y se envía con él</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="130"/>
        <source>Asking the servers…</source>
        <translation>Preguntando a los servidores…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="133"/>
        <source>No connected MCP server offers resources.</source>
        <translation>Ningún servidor MCP conectado ofrece recursos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="156"/>
        <source>{name} (template)</source>
        <translation>{name} (plantilla)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="163"/>
        <source>No resources</source>
        <translation>Sin recursos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="211"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>La dirección de este recurso tiene caracteres ocultos: no se puede nombrar en un mensaje.</translation>
    </message>
</context>
<context>
    <name>SamplingDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="44"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Solicitud del servidor MCP «{server}»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="52"/>
        <source>“{server}” asks your model to answer</source>
        <translation>«{server}» pide a tu modelo que responda</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="53"/>
        <source>Which server asks</source>
        <translation>Qué servidor lo pide</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="58"/>
        <source>These messages are sent to the model only if you approve, and its answer goes back to the server. Your conversation is not included.</source>
        <translation>Estos mensajes se envían al modelo solo si los apruebas, y su respuesta vuelve al servidor. Tu conversación no se incluye.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="66"/>
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="74"/>
        <source>The request is long: {n} characters are not shown here. The model is sent all of them.</source>
        <translation>La petición es larga: aquí no se muestran {n} caracteres. El modelo los recibe todos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="77"/>
        <source>Messages cut</source>
        <translation>Mensajes recortados</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="82"/>
        <source>Images and audio are not sent: the model gets only their names, as shown.</source>
        <translation>Las imágenes y el audio no se envían: el modelo solo recibe sus nombres, como se muestra.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="89"/>
        <source>Model that answers</source>
        <translation>Modelo que responde</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="95"/>
        <source>Estimated cost</source>
        <translation>Costo estimado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="97"/>
        <source>Answered by</source>
        <translation>Responde</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="98"/>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="99"/>
        <source>at most {n} tokens</source>
        <translation>como máximo {n} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="101"/>
        <source>, temperature {t}</source>
        <translation>, temperatura {t}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="103"/>
        <source>Limits</source>
        <translation>Límites</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="104"/>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="108"/>
        <source>The server&apos;s model preferences</source>
        <translation>Preferencias de modelo del servidor</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="109"/>
        <source>Server prefers</source>
        <translation>El servidor prefiere</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="112"/>
        <source>asked for context from {what}; none is included</source>
        <translation>pidió contexto de {what}; no se incluye ninguno</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="116"/>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="122"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="123"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="124"/>
        <source>&amp;Approve and send</source>
        <translation>&amp;Aprobar y enviar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="125"/>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="144"/>
        <source>SYSTEM PROMPT</source>
        <translation>PROMPT DEL SISTEMA</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>USER</source>
        <translation>USUARIO</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>ASSISTANT</source>
        <translation>ASISTENTE</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="153"/>
        <source>[… {n} more characters not shown]</source>
        <translation>[… {n} caracteres más sin mostrar]</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="162"/>
        <source>unknown: no price is known for this model</source>
        <translation>desconocido: no se conoce el precio de este modelo</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Edit MCP server</source>
        <translation>Editar servidor MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Add MCP server</source>
        <translation>Agregar servidor MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>Command (stdio)</source>
        <translation>Comando (stdio)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63"/>
        <source>Enabled</source>
        <translation>Activado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68"/>
        <source>default (60 s)</source>
        <translation>predeterminado (60 s)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77"/>
        <source>one argument per line</source>
        <translation>un argumento por línea</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83"/>
        <source>Run it in the sandbox</source>
        <translation>Ejecutarlo en un entorno aislado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87"/>
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent&apos;s own files are hidden from it.</source>
        <translation>El servidor solo puede cambiar archivos en su directorio de trabajo y en un /tmp privado; tus carpetas de credenciales y los archivos propios de Desktop Agent quedan ocultos para él.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91"/>
        <source>Let it use the network</source>
        <translation>Permitirle usar la red</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104"/>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106"/>
        <source>Environment</source>
        <translation>Entorno</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107"/>
        <source>Working folder</source>
        <translation>Directorio de trabajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112"/>
        <source>Headers</source>
        <translation>Encabezados</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132"/>
        <source>Call timeout</source>
        <translation>Tiempo límite por llamada</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44"/>
        <location filename="../../desktop_agent/ui/header.py" line="120"/>
        <source>New session</source>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45"/>
        <source>Session title</source>
        <translation>Título de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53"/>
        <source>Agent profile</source>
        <translation>Perfil de agente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>Lo que puede hacer el agente: build (leer y cambiar), plan (solo leer), chat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59"/>
        <source>Provider and model</source>
        <translation>Proveedor y modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60"/>
        <source>provider/model — pick one or type any model id</source>
        <translation>proveedor/modelo — elige uno o escribe el id de cualquier modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Workspace folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>La carpeta donde trabajan las herramientas del agente. Haz clic para elegir otra.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69"/>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions</source>
        <translation>Instrucciones</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70"/>
        <source>Session instructions</source>
        <translation>Instrucciones de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74"/>
        <source>Token usage</source>
        <translation>Uso de tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75"/>
        <location filename="../../desktop_agent/ui/header.py" line="184"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation>Tokens usados en esta sesión y cuánto se llenó la ventana de contexto del modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions ✓</source>
        <translation>Instrucciones ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146"/>
        <source>This session&apos;s instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>Instrucciones de esta sesión: {start}
Haz clic para editarlas o ver el prompt completo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149"/>
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>Da a esta sesión sus propias instrucciones y mira lo que recibe el modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168"/>
        <source>{n} tokens</source>
        <translation>{n} tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173"/>
        <source> · context {n} / {window}</source>
        <translation> · contexto {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178"/>
        <source> · context {n}</source>
        <translation> · contexto {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182"/>
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>La ventana de contexto está casi llena: los turnos anteriores se resumirán antes de la próxima petición.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191"/>
        <source>Choose the workspace folder</source>
        <translation>Elegir la carpeta de trabajo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>Carpeta de trabajo: {path}
La carpeta donde trabajan las herramientas del agente. Haz clic para elegir otra.</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Proyecto</translation>
    </message>
    <message>
        <source>{name} ›</source>
        <translation>{name} ›</translation>
    </message>
    <message>
        <source>This chat is in the project “{name}”. Click to edit the project.</source>
        <translation>Este chat está en el proyecto «{name}». Haz clic para editar el proyecto.</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>Lista de sesiones</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Pinned</source>
        <translation>Fijadas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Yesterday</source>
        <translation>Ayer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Previous 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>Previous 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} h</source>
        <translation>{n} h</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>January</source>
        <translation>Enero</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>February</source>
        <translation>Febrero</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>March</source>
        <translation>Marzo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>April</source>
        <translation>Abril</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>May</source>
        <translation>Mayo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>June</source>
        <translation>Junio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>July</source>
        <translation>Julio</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>August</source>
        <translation>Agosto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>September</source>
        <translation>Septiembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>October</source>
        <translation>Octubre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>November</source>
        <translation>Noviembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>December</source>
        <translation>Diciembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Mon</source>
        <translation>Lun</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Tue</source>
        <translation>Mar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Wed</source>
        <translation>Mié</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Thu</source>
        <translation>Jue</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Fri</source>
        <translation>Vie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Sat</source>
        <translation>Sáb</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86"/>
        <source>Sun</source>
        <translation>Dom</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Jan</source>
        <translation>ene</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Feb</source>
        <translation>feb</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Mar</source>
        <translation>mar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Apr</source>
        <translation>abr</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jun</source>
        <translation>jun</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jul</source>
        <translation>jul</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Aug</source>
        <translation>ago</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Sep</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Oct</source>
        <translation>oct</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Nov</source>
        <translation>nov</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92"/>
        <source>Dec</source>
        <translation>dic</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="93"/>
        <source>{day} {month}</source>
        <translation>{day} {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="94"/>
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="95"/>
        <source>{month} {year}</source>
        <translation>{month} de {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386"/>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388"/>
        <source>Unpin</source>
        <translation>Dejar de fijar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390"/>
        <source>Pin</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393"/>
        <source>Unarchive</source>
        <translation>Desarchivar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395"/>
        <source>Archive</source>
        <translation>Archivar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407"/>
        <source>Rename session</source>
        <translation>Cambiar nombre de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408"/>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Proyectos</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Proyecto: {name}</translation>
    </message>
    <message>
        <source>Project {name}</source>
        <translation>Proyecto {name}</translation>
    </message>
    <message>
        <source>Project, {n} sessions, folded</source>
        <translation>Proyecto, {n} sesiones, contraído</translation>
    </message>
    <message>
        <source>Project, {n} sessions</source>
        <translation>Proyecto, {n} sesiones</translation>
    </message>
    <message>
        <source>Move to project</source>
        <translation>Mover al proyecto</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Nuevo proyecto…</translation>
    </message>
    <message>
        <source>Remove from project</source>
        <translation>Quitar del proyecto</translation>
    </message>
    <message>
        <source>New chat in this project</source>
        <translation>Nuevo chat en este proyecto</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Editar proyecto…</translation>
    </message>
    <message>
        <source>Delete project…</source>
        <translation>Eliminar proyecto…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50"/>
        <source>Settings pages</source>
        <translation>Páginas de configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54"/>
        <source>&amp;Providers</source>
        <translation>&amp;Proveedores</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55"/>
        <source>Agent p&amp;rofiles</source>
        <translation>Pe&amp;rfiles de agente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56"/>
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60"/>
        <source>Settings message</source>
        <translation>Mensaje de configuración</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67"/>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>Corrige el valor marcado en rojo; no se guardó nada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104"/>
        <source>A setting is not valid: {problem}</source>
        <translation>Un ajuste no es válido: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>No se pudo guardar la configuración en {path}: {reason}. No se cambió nada.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125"/>
        <source>Saved.</source>
        <translation>Guardado.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="95"/>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="100"/>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>&amp;Web search</source>
        <translation>Búsqueda &amp;web</translation>
    </message>
    <message>
        <source>Ad&amp;vanced</source>
        <translation>A&amp;vanzado</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Actualizaciones</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>Edit skill @{name}</source>
        <translation>Editar habilidad @{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>New skill</source>
        <translation>Nueva habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68"/>
        <source>Skill name</source>
        <translation>Nombre de la habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="69"/>
        <source>code-review</source>
        <translation>revisar-codigo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="72"/>
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>Minúsculas, dígitos y guiones. Un mensaje que empieza con @nombre la usa.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="80"/>
        <source>Skill description</source>
        <translation>Descripción de la habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="82"/>
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>Para qué sirve la habilidad y cuándo usarla: el modelo lo lee para elegirla.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88"/>
        <source>Allowed tools</source>
        <translation>Herramientas permitidas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="89"/>
        <source>read_file, grep, git__*   (empty: the profile&apos;s tools)</source>
        <translation>read_file, grep, git__*   (vacío: las herramientas del perfil)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="92"/>
        <source>empty: the session&apos;s model</source>
        <translation>vacío: el modelo de la sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="94"/>
        <source>Skill instructions</source>
        <translation>Instrucciones de la habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="96"/>
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown: qué hacer, paso a paso, en este tipo de tarea.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="103"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109"/>
        <source>Save skill</source>
        <translation>Guardar habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="110"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="115"/>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117"/>
        <source>&amp;Description</source>
        <translation>&amp;Descripción</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118"/>
        <source>Allowed &amp;tools</source>
        <translation>&amp;Herramientas permitidas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119"/>
        <source>&amp;Model</source>
        <translation>&amp;Modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="120"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Instrucciones</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="100"/>
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>Una habilidad son instrucciones para un tipo de tarea. Empieza un mensaje con @nombre para usar una; el modelo también puede elegir una por su descripción.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="107"/>
        <source>Skill list</source>
        <translation>Lista de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111"/>
        <source>&amp;New…</source>
        <translation>&amp;Nueva…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Editar…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113"/>
        <source>Import &amp;folder…</source>
        <translation>Importar &amp;carpeta…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114"/>
        <source>Import &amp;zip…</source>
        <translation>Importar &amp;zip…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115"/>
        <source>&amp;Delete</source>
        <translation>E&amp;liminar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="116"/>
        <source>&amp;Open skills folder</source>
        <translation>&amp;Abrir carpeta de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118"/>
        <source>New skill</source>
        <translation>Nueva habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119"/>
        <source>Edit skill</source>
        <translation>Editar habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120"/>
        <source>Import a skill from a folder</source>
        <translation>Importar una habilidad desde una carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Import a skill from a zip file</source>
        <translation>Importar una habilidad desde un archivo zip</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334"/>
        <source>Delete skill</source>
        <translation>Eliminar habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="123"/>
        <source>Open the skills folder</source>
        <translation>Abrir la carpeta de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="132"/>
        <source>Skills left out</source>
        <translation>Habilidades omitidas</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="138"/>
        <source>Skills message</source>
        <translation>Mensaje de habilidades</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="203"/>
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>Aún no hay habilidades: escribe una con Nueva… o importa una.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="206"/>
        <source>Left out: {problem}</source>
        <translation>Omitida: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="210"/>
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} trae sus propias habilidades: confía en ellas desde el chat (escribe @) para verlas aquí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>yours</source>
        <translation>tuya</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>this folder</source>
        <translation>esta carpeta</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="226"/>
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>Está en la carpeta de trabajo ({path}): cámbiala o elimínala allí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="240"/>
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} está en la carpeta de trabajo ({path}): cámbiala o elimínala allí.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Saved @{name}.</source>
        <translation>Se guardó @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Created @{name}.</source>
        <translation>Se creó @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="293"/>
        <source>Deleted @{name}.</source>
        <translation>Se eliminó @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="314"/>
        <source>Installed @{name} from {path}.</source>
        <translation>Se instaló @{name} desde {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="322"/>
        <source>Could not make {path}: {reason}.</source>
        <translation>No se pudo crear {path}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="327"/>
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>No se pudo abrir {path}: ábrelo desde tu administrador de archivos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="335"/>
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>¿Eliminar la habilidad @{name} y todos los archivos de su carpeta?

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="344"/>
        <source>Import a skill folder</source>
        <translation>Importar la carpeta de una habilidad</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Zip files (*.zip)</source>
        <translation>Archivos zip (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="92"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101"/>
        <source>Summary of the earlier conversation</source>
        <translation>Resumen de la conversación anterior</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105"/>
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>Se envía en lugar de {n} mensajes anteriores, que siguen en la sesión, en las búsquedas y en las exportaciones. Deshacer los vuelve a enviar completos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112"/>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
</context>
<context>
    <name>UrlDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="351"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Solicitud del servidor MCP «{server}»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="358"/>
        <source>“{server}” asks you to open a web page</source>
        <translation>«{server}» te pide abrir una página web</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="359"/>
        <source>Which server asks</source>
        <translation>Qué servidor lo pide</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="374"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Secure connection (https)</source>
        <translation>Conexión segura (https)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Not encrypted (http)</source>
        <translation>Sin cifrar (http)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="379"/>
        <source>Scheme</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="383"/>
        <source>The page is on</source>
        <translation>La página está en</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="388"/>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="392"/>
        <source>Full address</source>
        <translation>Dirección completa</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="398"/>
        <source>Check the host before you open it. What you enter there goes to that site, not the app.</source>
        <translation>Revisa el host antes de abrirla. Lo que escribas allí va a ese sitio, no a la app.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="404"/>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="405"/>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="406"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="407"/>
        <source>&amp;Open in browser</source>
        <translation>&amp;Abrir en el navegador</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="408"/>
        <source>Open in browser</source>
        <translation>Abrir en el navegador</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <source>your own</source>
        <translation>propio</translation>
    </message>
    <message>
        <source>Web searches: {searches}.</source>
        <translation>Búsquedas web: {searches}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="296"/>
        <source>Usage</source>
        <translation>Uso</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="303"/>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="305"/>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="307"/>
        <source>Last {days} days</source>
        <translation>Últimos {days} días</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="312"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324"/>
        <source>Tokens per day</source>
        <translation>Tokens por día</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325"/>
        <source>No tokens used in this period</source>
        <translation>No se usaron tokens en este periodo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Read (input, with cache)</source>
        <translation>Leídos (entrada, con caché)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Written (output)</source>
        <translation>Escritos (salida)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="330"/>
        <source>The day pointed at</source>
        <translation>El día señalado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Input</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Cache read</source>
        <translation>Lectura de caché</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <source>Cache write</source>
        <translation>Escritura en caché</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Messages</source>
        <translation>Mensajes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="338"/>
        <source>Usage per model</source>
        <translation>Uso por modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="342"/>
        <source>Usage per session</source>
        <translation>Uso por sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="344"/>
        <source>Double-click a session to open it</source>
        <translation>Haz doble clic en una sesión para abrirla</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>By &amp;model</source>
        <translation>Por m&amp;odelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <source>By s&amp;ession</source>
        <translation>Por &amp;sesión</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="352"/>
        <source>About the prices</source>
        <translation>Sobre los precios</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="359"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364"/>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="365"/>
        <source>Export as CSV</source>
        <translation>Exportar como CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="369"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="385"/>
        <source>Reading the history…</source>
        <translation>Leyendo el historial…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="406"/>
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} tokens · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="410"/>
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{tokens} tokens en {messages} mensajes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="428"/>
        <source>no cost</source>
        <translation>sin costo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="430"/>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="432"/>
        <source>unknown price</source>
        <translation>precio desconocido</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="434"/>
        <source>{cost} + unknown</source>
        <translation>{cost} + desconocido</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="447"/>
        <source>{day} · nothing used</source>
        <translation>{day} · sin uso</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="450"/>
        <source>read {tokens}</source>
        <translation>leídos {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="452"/>
        <source>read {tokens} (cache {cached})</source>
        <translation>leídos {tokens} (caché {cached})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="455"/>
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · escritos {written} · mensajes {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467"/>
        <source>{days} days, no tokens used</source>
        <translation>{days} días, ningún token usado</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="468"/>
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} días, {tokens} tokens; el máximo, el {day} ({most})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="480"/>
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>Señala un día (o usa las teclas de flecha) para ver sus cifras.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="486"/>
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>Costos en dólares estadounidenses según la tabla de precios del {date}; los precios cambian, así que son estimaciones.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="490"/>
        <source>No price table could be read, so no costs are shown.</source>
        <translation>No se pudo leer ninguna tabla de precios, así que no se muestran costos.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="492"/>
        <source>Your prices from {file} are used over it.</source>
        <translation>Tus precios de {file} tienen prioridad sobre ella.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="496"/>
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>Los modelos que se ejecutan en este equipo son locales y gratuitos; los demás sin precio conocido no se cuentan.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="502"/>
        <source>To correct a price or add a model, write {file} in the form of the app&apos;s price table.</source>
        <translation>Para corregir un precio o agregar un modelo, escribe {file} con el formato de la tabla de precios de la app.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="513"/>
        <source>(model not recorded)</source>
        <translation>(modelo no registrado)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="515"/>
        <source>Priced as {entry}</source>
        <translation>Con el precio de {entry}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="526"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>Export usage as CSV</source>
        <translation>Exportar uso como CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="562"/>
        <source>Could not save {file}: {why}</source>
        <translation>No se pudo guardar {file}: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="565"/>
        <source>Saved {file}</source>
        <translation>Se guardó {file}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98"/>
        <source>Welcome to Desktop Agent</source>
        <translation>Te damos la bienvenida a Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Te damos la bienvenida a Desktop Agent&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>Chatea con un modelo de lenguaje que puede leer y cambiar archivos en la carpeta que elijas y que te pregunta antes de hacer cualquier cosa que cambie tu equipo. Primero, elige dónde se ejecuta el modelo: en este equipo o en un proveedor en la nube con tu clave de API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111"/>
        <source>On this computer</source>
        <translation>En este equipo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="182"/>
        <source>Looking for model servers on this computer…</source>
        <translation>Buscando servidores de modelos en este equipo…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115"/>
        <source>Local model servers</source>
        <translation>Servidores de modelos locales</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116"/>
        <source>Search again</source>
        <translation>Buscar de nuevo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117"/>
        <source>Search again for local model servers</source>
        <translation>Volver a buscar servidores de modelos locales</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127"/>
        <source>Or a cloud provider</source>
        <translation>O un proveedor en la nube</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130"/>
        <source>Cloud provider</source>
        <translation>Proveedor en la nube</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135"/>
        <source>Save key and start</source>
        <translation>Guardar clave y empezar</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Proveedor:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation>La clave se guarda en el llavero del sistema, nunca en un archivo.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149"/>
        <source>Welcome message</source>
        <translation>Mensaje de bienvenida</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="151"/>
        <source>Set up later</source>
        <translation>Configurar más tarde</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>No se encontró ningún servidor de modelos en este equipo (Ollama, LM Studio, llama.cpp server). Inicia uno y vuelve a buscar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197"/>
        <source>Found on this computer:</source>
        <translation>Encontrado en este equipo:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209"/>
        <source>{label} found on {address} with one model</source>
        <translation>{label} encontrado en {address} con un modelo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211"/>
        <source>{label} found on {address} with {count} models</source>
        <translation>{label} encontrado en {address} con {count} modelos</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216"/>
        <source>Use it</source>
        <translation>Usarlo</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218"/>
        <source>Use {label} on {address}</source>
        <translation>Usar {label} en {address}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>No se pudo guardar la configuración en {path}: {reason}.</translation>
    </message>
    <message>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, at a cloud provider with your API key, or on a server of your own.</source>
        <translation>Converse con un modelo de lenguaje que puede leer y cambiar archivos en una carpeta que usted elija, y que le pregunta antes de hacer cualquier cambio en su equipo. Primero, elija dónde se ejecuta el modelo: en este equipo, en un proveedor en la nube con su clave de API, o en un servidor propio.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="234"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Still starting…</source>
        <translation>Aún se está iniciando…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Try again in a moment.</source>
        <translation>Vuelve a intentarlo en un momento.</translation>
    </message>
</context>
<context>
    <name>WebSearchPage</name>
    <message>
        <source>The model can search the web and then open the pages it found. Web search is off by default: nothing you ask is sent to a search service until you choose one here. There is no free service without a key that allows this, so choose your own SearXNG or a service with a key.</source>
        <translation>El modelo puede buscar en la web y luego abrir las páginas que encuentre. La búsqueda web está desactivada de forma predeterminada: nada de lo que preguntes se envía a un servicio de búsqueda hasta que elijas uno aquí. No hay ningún servicio gratuito sin clave que lo permita, así que elige tu propio SearXNG o un servicio con clave.</translation>
    </message>
    <message>
        <source>Web search service</source>
        <translation>Servicio de búsqueda web</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>SearXNG (your own, no key)</source>
        <translation>SearXNG (el tuyo, sin clave)</translation>
    </message>
    <message>
        <source>{service} (API key)</source>
        <translation>{service} (clave de API)</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>Dirección de SearXNG</translation>
    </message>
    <message>
        <source>Results per search</source>
        <translation>Resultados por búsqueda</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>Estado de la clave de API</translation>
    </message>
    <message>
        <source>What leaves this computer</source>
        <translation>Lo que sale de este ordenador</translation>
    </message>
    <message>
        <source>Search with:</source>
        <translation>Buscar con:</translation>
    </message>
    <message>
        <source>SearXNG address:</source>
        <translation>Dirección de SearXNG:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>Clave de API:</translation>
    </message>
    <message>
        <source>Results per search:</source>
        <translation>Resultados por búsqueda:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Off: the model is not offered web search, and no query leaves this computer.</source>
        <translation>Desactivada: al modelo no se le ofrece la búsqueda web y ninguna consulta sale de este ordenador.</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>(aún sin dirección)</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query to your SearXNG at {address}, which asks the search engines it is set up to use. Each search asks you first, unless a rule allows it.</source>
        <translation>Cada búsqueda envía la consulta del modelo a tu SearXNG en {address}, que pregunta a los buscadores que tenga configurados. Cada búsqueda te pregunta antes, salvo que una regla la permita.</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query and your API key to {service} ({host}), which may charge for it. Each search asks you first, unless a rule allows it.</source>
        <translation>Cada búsqueda envía la consulta del modelo y tu clave de API a {service} ({host}), que puede cobrar por ello. Cada búsqueda te pregunta antes, salvo que una regla la permita.</translation>
    </message>
    <message>
        <source>Enter your SearXNG&apos;s address, e.g. http://localhost:8888.</source>
        <translation>Escribe la dirección de tu SearXNG, p. ej. http://localhost:8888.</translation>
    </message>
    <message>
        <source>Enter a full address starting with http:// or https://.</source>
        <translation>Escribe una dirección completa que empiece por http:// o https://.</translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <source>Cited source</source>
        <translation>Fuente citada</translation>
    </message>
    <message>
        <source>Where the passage is</source>
        <translation>Dónde está el pasaje</translation>
    </message>
    <message>
        <source>Cited passage</source>
        <translation>Pasaje citado</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>Abrir la página</translation>
    </message>
    <message>
        <source>Open at page {n}</source>
        <translation>Abrir en la página {n}</translation>
    </message>
    <message>
        <source>Open the document</source>
        <translation>Abrir el documento</translation>
    </message>
    <message>
        <source>The file has changed or is gone: this is the passage as the model was given it.</source>
        <translation>El archivo cambió o ya no está: este es el pasaje tal como lo recibió el modelo.</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path} ya no está.</translation>
    </message>
</context>
<context>
    <name>KnowledgeButton</name>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de conocimiento</translation>
    </message>
    <message>
        <source>No knowledge bases yet</source>
        <translation>Aún no hay bases de conocimiento</translation>
    </message>
    <message>
        <source>Manage knowledge bases…</source>
        <translation>Gestionar bases de conocimiento…</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>Conocimiento</translation>
    </message>
    <message>
        <source>Let the model search your documents: tick the knowledge bases this session uses</source>
        <translation>Deja que el modelo busque en tus documentos: marca las bases de conocimiento que usa esta sesión</translation>
    </message>
    <message>
        <source>Knowledge: {names}</source>
        <translation>Conocimiento: {names}</translation>
    </message>
    <message>
        <source>This session searches {names}; the answers cite the passages they use</source>
        <translation>Esta sesión busca en {names}; las respuestas citan los pasajes que usan</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Indexed</source>
        <translation>Indexado</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Falló</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Omitido</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Indexing {done} of {total}</source>
        <translation>Indexando {done} de {total}</translation>
    </message>
    <message>
        <source>Paused at {done} of {total}</source>
        <translation>En pausa en {done} de {total}</translation>
    </message>
    <message>
        <source>Indexing stopped</source>
        <translation>La indexación se detuvo</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Al día</translation>
    </message>
    <message>
        <source>Indexing progress of {name}</source>
        <translation>Progreso de indexación de {name}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Passages: {count}</source>
        <translation>Pasajes: {count}</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de conocimiento</translation>
    </message>
    <message>
        <source>Name of a new base</source>
        <translation>Nombre de una base nueva</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crear</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>E&amp;liminar…</translation>
    </message>
    <message>
        <source>Delete the knowledge base</source>
        <translation>Eliminar la base de conocimiento</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>&amp;Añadir carpeta…</translation>
    </message>
    <message>
        <source>Add fi&amp;les…</source>
        <translation>Añadir a&amp;rchivos…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Remove the source</source>
        <translation>Quitar la fuente</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progreso de indexación</translation>
    </message>
    <message>
        <source>Re-&amp;index</source>
        <translation>Re&amp;indexar</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Add the best passages before the first step (automatic retrieval)</source>
        <translation>Añadir los mejores pasajes antes del primer paso (recuperación automática)</translation>
    </message>
    <message>
        <source>Before the model answers, the passages of this base that best match the message are added to it. Without this, the model searches the base when it decides to.</source>
        <translation>Antes de que el modelo responda, se añaden al mensaje los pasajes de esta base que mejor encajan con él. Sin esto, el modelo busca en la base cuando lo decide.</translation>
    </message>
    <message>
        <source>Show files</source>
        <translation>Mostrar archivos</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Todos los archivos</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>Knowledge message</source>
        <translation>Mensaje de conocimiento</translation>
    </message>
    <message>
        <source>A knowledge base is a set of folders and files the model can search: Markdown, text, code, PDF, HTML and Word documents. Name one on the left and press Create, then add folders or files to it.</source>
        <translation>Una base de conocimiento es un conjunto de carpetas y archivos en los que el modelo puede buscar: Markdown, texto, código, PDF, HTML y documentos de Word. Pon un nombre a la izquierda, pulsa Crear y añade carpetas o archivos.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{count} indexed</source>
        <translation>{count} indexados</translation>
    </message>
    <message>
        <source>{count} pending</source>
        <translation>{count} pendientes</translation>
    </message>
    <message>
        <source>{count} failed</source>
        <translation>{count} fallidos</translation>
    </message>
    <message>
        <source>{count} skipped</source>
        <translation>{count} omitidos</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done} de {total} archivos</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Rean&amp;udar</translation>
    </message>
    <message>
        <source>Reading {path}</source>
        <translation>Leyendo {path}</translation>
    </message>
    <message>
        <source>Delete knowledge base</source>
        <translation>Eliminar base de conocimiento</translation>
    </message>
    <message>
        <source>Delete the knowledge base {name}? Its index is removed; your folders and files stay as they are.</source>
        <translation>¿Eliminar la base de conocimiento {name}? Se borra su índice; tus carpetas y archivos quedan como están.</translation>
    </message>
    <message>
        <source>Add a folder</source>
        <translation>Añadir una carpeta</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>Añadir archivos</translation>
    </message>
    <message>
        <source>A secrets file: never indexed</source>
        <translation>Un archivo de secretos: nunca se indexa</translation>
    </message>
    <message>
        <source>{kind} files are not indexed</source>
        <translation>Los archivos {kind} no se indexan</translation>
    </message>
    <message>
        <source>Files without a suffix are not indexed</source>
        <translation>Los archivos sin extensión no se indexan</translation>
    </message>
    <message>
        <source>Larger than {size} MB, the most a {kind} file may be</source>
        <translation>Más de {size} MB, lo máximo para un archivo {kind}</translation>
    </message>
    <message>
        <source>Not a readable PDF ({detail})</source>
        <translation>No es un PDF legible ({detail})</translation>
    </message>
    <message>
        <source>The PDF is encrypted</source>
        <translation>El PDF está cifrado</translation>
    </message>
    <message>
        <source>Binary content (a NUL byte), not text</source>
        <translation>Contenido binario (un byte NUL), no texto</translation>
    </message>
    <message>
        <source>Not a readable DOCX ({detail})</source>
        <translation>No es un DOCX legible ({detail})</translation>
    </message>
    <message>
        <source>Its text is larger than {size} MB once unzipped</source>
        <translation>Descomprimido, su texto supera {size} MB</translation>
    </message>
    <message>
        <source>Reading it crashed the indexing process (exit code {code})</source>
        <translation>Al leerlo, el proceso de indexación falló (código de salida {code})</translation>
    </message>
    <message>
        <source>Reading it made no progress for {seconds} s, so it was stopped</source>
        <translation>Su lectura no avanzó en {seconds} s, así que se detuvo</translation>
    </message>
    <message>
        <source>Not indexed yet: press Re-index.</source>
        <translation>Aún sin indexar: pulsa «Reindexar».</translation>
    </message>
</context>
<context>
    <name>MemoryCards</name>
    <message>
        <source>Remember this in future conversations?</source>
        <translation>¿Recordar esto en futuras conversaciones?</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Conservar</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Kept in your words</source>
        <translation>Conservado con tus palabras</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Conservado</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Dropped: not remembered</source>
        <translation>Descartado: no se recordará</translation>
    </message>
    <message>
        <source>Removed on the Memory page</source>
        <translation>Eliminado en la página de memoria</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>Editar el recuerdo</translation>
    </message>
    <message>
        <source>Remember, in your words:</source>
        <translation>Recordar, con tus palabras:</translation>
    </message>
    <message>
        <source>Remember this in future conversations of the project “{name}”?</source>
        <translation>¿Recordar esto en futuras conversaciones del proyecto «{name}»?</translation>
    </message>
    <message>
        <source>{kept}, in the project “{name}”</source>
        <translation>{kept}, en el proyecto «{name}»</translation>
    </message>
</context>
<context>
    <name>MemoryDialog</name>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>Datos breves que el agente recibe con cada mensaje nuevo. No se añade nada sin ti: cuando el modelo propone uno, lo conservas, editas o descartas en el chat.</translation>
    </message>
    <message>
        <source>Search memories</source>
        <translation>Buscar recuerdos</translation>
    </message>
    <message>
        <source>Memories</source>
        <translation>Recuerdos</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Último uso</translation>
    </message>
    <message>
        <source>Open the conversation</source>
        <translation>Abrir la conversación</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Written by you</source>
        <translation>Escrito por ti</translation>
    </message>
    <message>
        <source>A conversation (edited by you)</source>
        <translation>Una conversación (editado por ti)</translation>
    </message>
    <message>
        <source>A conversation</source>
        <translation>Una conversación</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Todavía no</translation>
    </message>
    <message>
        <source>Written by you.</source>
        <translation>Escrito por ti.</translation>
    </message>
    <message>
        <source>Learnt in a conversation…</source>
        <translation>Aprendido en una conversación…</translation>
    </message>
    <message>
        <source>Learnt when you wrote: “{text}”</source>
        <translation>Aprendido cuando escribiste: «{text}»</translation>
    </message>
    <message>
        <source>Learnt in a conversation that is no longer in the history.</source>
        <translation>Aprendido en una conversación que ya no está en el historial.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>El dato, en una frase:</translation>
    </message>
    <message>
        <source>Add a memory</source>
        <translation>Añadir un recuerdo</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>Editar el recuerdo</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>Añadido.</translation>
    </message>
    <message>
        <source>Changed.</source>
        <translation>Cambiado.</translation>
    </message>
    <message>
        <source>Removed “{text}”.</source>
        <translation>Se eliminó «{text}».</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message: everywhere, or only in one project&apos;s chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>Datos breves que el agente recibe con cada mensaje nuevo: en todas partes o solo en los chats de un proyecto. No se añade nada sin ti: cuando el modelo propone uno, lo conservas, editas o descartas en el chat.</translation>
    </message>
    <message>
        <source>Show memories that apply</source>
        <translation>Mostrar recuerdos que se aplican a</translation>
    </message>
    <message>
        <source>Applies</source>
        <translation>Ámbito</translation>
    </message>
    <message>
        <source>All memories</source>
        <translation>Todos los recuerdos</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>En todas partes</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Proyecto: {name}</translation>
    </message>
    <message>
        <source>A project</source>
        <translation>Un proyecto</translation>
    </message>
</context>
<context>
    <name>MemoryEditor</name>
    <message>
        <source>The memory</source>
        <translation>El recuerdo</translation>
    </message>
    <message>
        <source>Where it applies</source>
        <translation>Dónde se aplica</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>En todas partes</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Proyecto: {name}</translation>
    </message>
    <message>
        <source>Everywhere: every chat is given it. A project: only that project&apos;s chats.</source>
        <translation>En todas partes: la recibe cada chat. Un proyecto: solo los chats de ese proyecto.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>El dato, en una frase:</translation>
    </message>
    <message>
        <source>Applies:</source>
        <translation>Ámbito:</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Edit project</source>
        <translation>Editar proyecto</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nuevo proyecto</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>Nombre del proyecto</translation>
    </message>
    <message>
        <source>e.g. Thesis, Website, Taxes 2026</source>
        <translation>p. ej., Tesis, Sitio web, Impuestos 2026</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Carpeta de trabajo</translation>
    </message>
    <message>
        <source>The app&apos;s default folder</source>
        <translation>Carpeta predeterminada de la app</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Elegir la carpeta de trabajo</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>Instrucciones del proyecto</translation>
    </message>
    <message>
        <source>What every chat of this project should know or do, e.g. “Answer in British English.”</source>
        <translation>Lo que cada chat de este proyecto debe saber o hacer, p. ej., «Responde en inglés británico».</translation>
    </message>
    <message>
        <source>The app&apos;s default</source>
        <translation>Predeterminado de la app</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Modelo predeterminado</translation>
    </message>
    <message>
        <source>provider/model — pick one or type any model id</source>
        <translation>proveedor/modelo — elige uno o escribe cualquier ID de modelo</translation>
    </message>
    <message>
        <source>Default profile</source>
        <translation>Perfil predeterminado</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de conocimiento</translation>
    </message>
    <message>
        <source>No knowledge bases yet (File › Knowledge bases…).</source>
        <translation>Aún no hay bases de conocimiento (Archivo › Bases de conocimiento…).</translation>
    </message>
    <message>
        <source>Every enabled server</source>
        <translation>Todos los servidores activados</translation>
    </message>
    <message>
        <source>Only the ones ticked</source>
        <translation>Solo los marcados</translation>
    </message>
    <message>
        <source>{name} (turned off in Settings)</source>
        <translation>{name} (desactivado en Configuración)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Servidores MCP</translation>
    </message>
    <message>
        <source>No MCP servers yet (Settings › MCP servers).</source>
        <translation>Aún no hay servidores MCP (Configuración › Servidores MCP).</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>Carpeta de trabajo:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>Instrucciones:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <source>Knowledge:</source>
        <translation>Conocimiento:</translation>
    </message>
    <message>
        <source>MCP servers:</source>
        <translation>Servidores MCP:</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>Qué ha fallado</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Create project</source>
        <translation>Crear proyecto</translation>
    </message>
    <message>
        <source>Choose the project&apos;s workspace folder</source>
        <translation>Elegir la carpeta de trabajo del proyecto</translation>
    </message>
    <message>
        <source>The project could not be saved. The log has the details.</source>
        <translation>No se pudo guardar el proyecto. El registro tiene los detalles.</translation>
    </message>
</context>
<context>
    <name>Projects</name>
    <message>
        <source>Delete project</source>
        <translation>Eliminar proyecto</translation>
    </message>
    <message>
        <source>Delete the project “{name}”?</source>
        <translation>¿Eliminar el proyecto «{name}»?</translation>
    </message>
    <message>
        <source>It holds no chats.</source>
        <translation>No contiene chats.</translation>
    </message>
    <message>
        <source>Its chat stays, outside any project.</source>
        <translation>Su chat se conserva, fuera de cualquier proyecto.</translation>
    </message>
    <message>
        <source>Its {n} chats stay, outside any project.</source>
        <translation>Sus {n} chats se conservan, fuera de cualquier proyecto.</translation>
    </message>
    <message>
        <source>The project&apos;s instructions, settings and memories are deleted.</source>
        <translation>Se eliminan las instrucciones, la configuración y los recuerdos del proyecto.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Update {name}?</source>
        <translation>¿Actualizar {name}?</translation>
    </message>
    <message>
        <source>Install {name}?</source>
        <translation>¿Instalar {name}?</translation>
    </message>
    <message>
        <source>{name} moves from version {old} to {new}. It ran:</source>
        <translation>{name} pasa de la versión {old} a la {new}. Antes ejecutaba:</translation>
    </message>
    <message>
        <source>It will run:</source>
        <translation>Ahora ejecutará:</translation>
    </message>
    <message>
        <source>The server {name} will be added and connected to at this address:</source>
        <translation>Se agregará el servidor {name} y se conectará a esta dirección:</translation>
    </message>
    <message>
        <source>The server {name} will be added and started with this command:</source>
        <translation>Se agregará el servidor {name} y se iniciará con este comando:</translation>
    </message>
    <message>
        <source>In its container.</source>
        <translation>En su contenedor.</translation>
    </message>
    <message>
        <source>In the sandbox, with the network.</source>
        <translation>En el entorno aislado, con acceso a la red.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>Fuera del entorno aislado, con tus permisos.</translation>
    </message>
    <message>
        <source>Kept in the keyring: {names}</source>
        <translation>Guardado en el llavero: {names}</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>Con {values}</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <source>What it needs</source>
        <translation>Lo que necesita</translation>
    </message>
    <message>
        <source>Run it in the sandbox</source>
        <translation>Ejecutarlo en un entorno aislado</translation>
    </message>
    <message>
        <source>With the network, so that its runner can fetch the package</source>
        <translation>Con acceso a la red, para que su lanzador pueda descargar el paquete</translation>
    </message>
    <message>
        <source>Install…</source>
        <translation>Instalar…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Name here</source>
        <translation>Nombre en la app</translation>
    </message>
    <message>
        <source>Choose a server to see what it runs.</source>
        <translation>Elige un servidor para ver qué ejecuta.</translation>
    </message>
    <message>
        <source>version {v}</source>
        <translation>versión {v}</translation>
    </message>
    <message>
        <source>published by {who}</source>
        <translation>publicado por {who}</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>nada que ejecutar</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>remoto</translation>
    </message>
    <message>
        <source>not remote</source>
        <translation>no remoto</translation>
    </message>
    <message>
        <source>status: {s}</source>
        <translation>estado: {s}</translation>
    </message>
    <message>
        <source>Installed here as {name} (version {v}).</source>
        <translation>Instalado aquí como {name} (versión {v}).</translation>
    </message>
    <message>
        <source>Update to {v}…</source>
        <translation>Actualizar a {v}…</translation>
    </message>
    <message>
        <source>What it connects to</source>
        <translation>A qué se conecta</translation>
    </message>
    <message>
        <source>What it runs</source>
        <translation>Qué ejecuta</translation>
    </message>
    <message>
        <source>A remote server over streamable HTTP.</source>
        <translation>Un servidor remoto por streamable HTTP.</translation>
    </message>
    <message>
        <source>In its container, not in the app&apos;s sandbox.</source>
        <translation>En su contenedor, no en el entorno aislado de la app.</translation>
    </message>
    <message>
        <source>In the sandbox: its folder, a private /tmp, the network.</source>
        <translation>En el entorno aislado: su carpeta, un /tmp privado, la red.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>Fuera del entorno aislado, con tus permisos.</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>Con {values}</translation>
    </message>
    <message>
        <source>secret: kept in the keyring</source>
        <translation>secreto: se guarda en el llavero</translation>
    </message>
    <message>
        <source>kept: leave empty to keep it</source>
        <translation>guardado: déjalo vacío para conservarlo</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>On Wayland only the desktop may give global shortcuts (its GlobalShortcuts portal), and Desktop Agent does not use it yet: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>En Wayland solo el escritorio puede ofrecer atajos globales (mediante su GlobalShortcuts portal), y Desktop Agent aún no lo usa: aquí el atajo no hace nada. Pregunta rápida está en el menú de la bandeja del sistema.</translation>
    </message>
    <message>
        <source>This desktop offers no global shortcuts: Quick ask is in the tray&apos;s menu.</source>
        <translation>Este escritorio no ofrece atajos globales: Pregunta rápida está en el menú de la bandeja del sistema.</translation>
    </message>
    <message>
        <source>“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.</source>
        <translation>«{text}» no es un atajo: escribe modificadores y una tecla, como Ctrl+Alt+Space.</translation>
    </message>
    <message>
        <source>The shortcut could not be set up: {error}</source>
        <translation>No se pudo configurar el atajo: {error}</translation>
    </message>
    <message>
        <source>Another application already uses this shortcut: choose another.</source>
        <translation>Otra aplicación ya usa este atajo: elige otro.</translation>
    </message>
    <message>
        <source>The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>El atajo necesita la biblioteca X11 (libX11), que no se pudo cargar: aquí el atajo no hace nada. La pregunta rápida está en el menú de la bandeja del sistema.</translation>
    </message>
    <message>
        <source>On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>En Wayland solo el escritorio puede ofrecer atajos globales, mediante su portal GlobalShortcuts, y este escritorio no lo ofrece: aquí el atajo no hace nada. Pregunta rápida está en el menú de la bandeja del sistema.</translation>
    </message>
    <message>
        <source>The desktop did not give Quick ask its shortcut (refused or cancelled): set the shortcut again to be asked again. Quick ask is in the tray&apos;s menu.</source>
        <translation>El escritorio no asignó su atajo a Pregunta rápida (se rechazó o se canceló): vuelve a configurar el atajo para que se te pregunte de nuevo. Pregunta rápida está en el menú de la bandeja del sistema.</translation>
    </message>
    <message>
        <source>Open Desktop Agent&apos;s Quick ask</source>
        <translation>Abrir Pregunta rápida de Desktop Agent</translation>
    </message>
    <message>
        <source>The desktop took Quick ask&apos;s shortcut without a key: give it one in the desktop&apos;s keyboard settings.</source>
        <translation>El escritorio aceptó el atajo de Pregunta rápida sin ninguna tecla: asígnale una en la configuración de teclado del escritorio.</translation>
    </message>
    <message>
        <source>The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the desktop&apos;s keyboard settings.</source>
        <translation>El escritorio asignó a Pregunta rápida el atajo {chosen} en lugar de {asked}: cámbialo en la configuración de teclado del escritorio.</translation>
    </message>
    <message>
        <source>The desktop ended Quick ask&apos;s shortcut: set the shortcut again to take it back.</source>
        <translation>El escritorio anuló el atajo de Pregunta rápida: vuelve a configurar el atajo para recuperarlo.</translation>
    </message>
</context>
<context>
    <name>McpBrowsePage</name>
    <message>
        <source>Search the registry by name</source>
        <translation>Buscar en el registro por nombre</translation>
    </message>
    <message>
        <source>The MCP Registry to search (saved with OK or Apply)</source>
        <translation>El registro MCP en el que buscar (se guarda con Aceptar o Aplicar)</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Más…</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>The registry address must be an http(s):// address.</source>
        <translation>La dirección del registro debe ser una dirección http(s)://.</translation>
    </message>
    <message>
        <source>Asking the registry…</source>
        <translation>Consultando el registro…</translation>
    </message>
    <message>
        <source>No server in this registry has “{q}” in its name.</source>
        <translation>Ningún servidor de este registro tiene «{q}» en su nombre.</translation>
    </message>
    <message>
        <source>This registry lists no servers.</source>
        <translation>Este registro no incluye ningún servidor.</translation>
    </message>
    <message>
        <source>Fill in {names} first: the server needs it.</source>
        <translation>Rellena primero {names}: el servidor lo necesita.</translation>
    </message>
    <message>
        <source>Installing {name}…</source>
        <translation>Instalando {name}…</translation>
    </message>
    <message>
        <source>Installed {name}.</source>
        <translation>Se instaló {name}.</translation>
    </message>
    <message>
        <source>Updated {name}.</source>
        <translation>Se actualizó {name}.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>Se quitó {name}.</translation>
    </message>
    <message>
        <source>Could not save the MCP server file: {reason}.</source>
        <translation>No se pudo guardar el archivo de servidores MCP: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong; the details are in the log.</source>
        <translation>Algo salió mal; los detalles están en el registro.</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <source>Quick ask</source>
        <translation>Pregunta rápida</translation>
    </message>
    <message>
        <source>Ask anything — Enter sends, Esc hides</source>
        <translation>Pregunta lo que quieras — Enter envía, Esc oculta</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Question asked</source>
        <translation>Pregunta hecha</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Open in window</source>
        <translation>Abrir en la ventana</translation>
    </message>
    <message>
        <source>Go on with this conversation in the main window</source>
        <translation>Continuar esta conversación en la ventana principal</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>Preguntando…</translation>
    </message>
    <message>
        <source>Ask another question — Enter sends, Esc hides</source>
        <translation>Haz otra pregunta — Enter envía, Esc oculta</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Escribiendo…</translation>
    </message>
    <message>
        <source>Waiting for your answer in the main window</source>
        <translation>Esperando tu respuesta en la ventana principal</translation>
    </message>
    <message>
        <source>Using {tool}…</source>
        <translation>Usando {tool}…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Done, without an answer in words</source>
        <translation>Listo, sin respuesta escrita</translation>
    </message>
</context>
<context>
    <name>SchedulesDialog</name>
    <message>
        <source>Schedules</source>
        <translation>Tareas programadas</translation>
    </message>
    <message>
        <source>Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a call the job&apos;s rules do not allow is refused and the run goes on without it. Each run is a session in your history.</source>
        <translation>Las tareas programadas ejecutan un prompt según su programación, incluso con la ventana cerrada. No se pregunta nada a nadie: una llamada que las reglas de la tarea no permiten se rechaza y la ejecución continúa sin ella. Cada ejecución es una sesión de tu historial.</translation>
    </message>
    <message>
        <source>Scheduled jobs</source>
        <translation>Tareas programadas</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>Próxima ejecución</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Última ejecución</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activada</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Añadir…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Ejecutar ahora</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Ejecuciones</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>Ejecuciones de la tarea seleccionada</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Said</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Rechazadas</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Double-click a run to open its session.</source>
        <translation>Haz doble clic en una ejecución para abrir su sesión.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En ejecución…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>{text} — cron {cron}, this computer&apos;s time</source>
        <translation>{text} — cron {cron}, hora de este equipo</translation>
    </message>
    <message>
        <source>Runs on its schedule when checked</source>
        <translation>Si está marcada, se ejecuta según su programación</translation>
    </message>
    <message>
        <source>Runs of {name}</source>
        <translation>Ejecuciones de {name}</translation>
    </message>
    <message>
        <source>Run by hand</source>
        <translation>Ejecutada manualmente</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Aún no se ha ejecutado</translation>
    </message>
    <message>
        <source>Registered as: {where}</source>
        <translation>Registrada como: {where}</translation>
    </message>
    <message>
        <source>That run has no session.</source>
        <translation>Esa ejecución no tiene sesión.</translation>
    </message>
    <message>
        <source>{name} runs on its schedule.</source>
        <translation>{name} se ejecuta según su programación.</translation>
    </message>
    <message>
        <source>{name} is off.</source>
        <translation>{name} está desactivada.</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>Añadir una tarea programada</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Editar {name}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Tarea {name} guardada.</translation>
    </message>
    <message>
        <source>Remove the job?</source>
        <translation>¿Quitar la tarea?</translation>
    </message>
    <message>
        <source>Remove {name}? It will not run again; the sessions of its runs stay in your history.</source>
        <translation>¿Quitar {name}? No se volverá a ejecutar; las sesiones de sus ejecuciones se quedan en tu historial.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>Tarea {name} quitada.</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>Ejecutando {name}…</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name}: {outcome}</translation>
    </message>
    <message>
        <source>Re-run with these approved…</source>
        <translation>Volver a ejecutar con estas aprobadas…</translation>
    </message>
    <message>
        <source>Run the job once more, allowing exactly the calls the selected run refused</source>
        <translation>Ejecutar la tarea otra vez, permitiendo exactamente las llamadas que la ejecución elegida rechazó</translation>
    </message>
    <message>
        <source>That job is no longer scheduled.</source>
        <translation>Esa tarea ya no está programada.</translation>
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
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>{title} — waiting for your approval</source>
        <translation>{title} — esperando tu aprobación</translation>
    </message>
    <message>
        <source>{title} — answering…</source>
        <translation>{title} — respondiendo…</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nuevo chat</translation>
    </message>
    <message>
        <source>Quick ask</source>
        <translation>Pregunta rápida</translation>
    </message>
    <message>
        <source>Quick ask ({shortcut})</source>
        <translation>Pregunta rápida ({shortcut})</translation>
    </message>
    <message>
        <source>Show Desktop Agent</source>
        <translation>Mostrar Desktop Agent</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Desktop Agent keeps working in the tray.</source>
        <translation>Desktop Agent sigue funcionando en la bandeja del sistema.</translation>
    </message>
    <message>
        <source>Quit from the tray&apos;s menu.</source>
        <translation>Para salir, usa el menú de la bandeja del sistema.</translation>
    </message>
    <message>
        <source>An answer is still being written.</source>
        <translation>Todavía se está escribiendo una respuesta.</translation>
    </message>
    <message>
        <source>{n} answers are still being written.</source>
        <translation>Todavía se están escribiendo {n} respuestas.</translation>
    </message>
    <message>
        <source>Runs are scheduled.</source>
        <translation>Hay ejecuciones programadas.</translation>
    </message>
    <message>
        <source>Keep running in the tray?</source>
        <translation>¿Seguir ejecutándose en la bandeja del sistema?</translation>
    </message>
    <message>
        <source>Desktop Agent can go on in the tray and tell you when it is done. You can change this in Settings › Appearance.</source>
        <translation>Desktop Agent puede seguir en la bandeja del sistema y avisarte cuando termine. Puedes cambiarlo en Configuración › Apariencia.</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Seguir ejecutándose en la bandeja del sistema</translation>
    </message>
    <message>
        <source>Approval waiting</source>
        <translation>Aprobación pendiente</translation>
    </message>
    <message>
        <source>{title}: {tool} waits for your approval.</source>
        <translation>{title}: {tool} espera tu aprobación.</translation>
    </message>
    <message>
        <source>Answer ready</source>
        <translation>Respuesta lista</translation>
    </message>
    <message>
        <source>Answer stopped</source>
        <translation>Respuesta detenida</translation>
    </message>
    <message>
        <source>{name} — next {when}</source>
        <translation>{name} — próxima {when}</translation>
    </message>
    <message>
        <source>Schedules…</source>
        <translation>Programaciones…</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Read {path}</source>
        <translation>Leer {path}</translation>
    </message>
    <message>
        <source>Write {path}</source>
        <translation>Escribir {path}</translation>
    </message>
    <message>
        <source>Edit {path}</source>
        <translation>Editar {path}</translation>
    </message>
    <message>
        <source>Delete {path}</source>
        <translation>Eliminar {path}</translation>
    </message>
    <message>
        <source>Run `{command}`</source>
        <translation>Ejecutar `{command}`</translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation>el espacio de trabajo</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>Listar {folder}</translation>
    </message>
    <message>
        <source>Search for “{text}”</source>
        <translation>Buscar «{text}»</translation>
    </message>
    <message>
        <source>Find files like “{text}”</source>
        <translation>Buscar archivos como «{text}»</translation>
    </message>
    <message>
        <source>Read {page}</source>
        <translation>Leer {page}</translation>
    </message>
    <message>
        <source>Search the web for “{text}”</source>
        <translation>Buscar «{text}» en la web</translation>
    </message>
    <message>
        <source>Search “{bases}” for “{text}”</source>
        <translation>Buscar «{text}» en «{bases}»</translation>
    </message>
    <message>
        <source>Search the knowledge bases for “{text}”</source>
        <translation>Buscar «{text}» en las bases de conocimiento</translation>
    </message>
    <message>
        <source>Remember “{text}”</source>
        <translation>Recordar «{text}»</translation>
    </message>
    <message>
        <source>Search past chats for “{text}”</source>
        <translation>Buscar «{text}» en chats anteriores</translation>
    </message>
    <message>
        <source>Ask you “{text}”</source>
        <translation>Preguntarte: «{text}»</translation>
    </message>
    <message>
        <source>Use the skill “{name}”</source>
        <translation>Usar la habilidad «{name}»</translation>
    </message>
    <message>
        <source>Update the plan</source>
        <translation>Actualizar el plan</translation>
    </message>
    <message>
        <source>…{n:,} more lines</source>
        <translation>…{n:,} líneas más</translation>
    </message>
    <message>
        <source>Use the skill “{name}” from {server}</source>
        <translation>Usar la habilidad «{name}» de {server}</translation>
    </message>
</context>
<context>
    <name>RerunReview</name>
    <message>
        <source>Re-run with these approved?</source>
        <translation>¿Volver a ejecutar con estas aprobadas?</translation>
    </message>
    <message>
        <source>Run {name} now, allowing this once exactly the calls below, which its run of {when} refused. Any other call that would ask is refused as usual; the job&apos;s rules stay as they are.</source>
        <translation>Ejecutar {name} ahora, permitiendo esta vez exactamente las llamadas de abajo, que su ejecución de {when} rechazó. Cualquier otra llamada que preguntaría se rechaza como siempre; las reglas de la tarea no cambian.</translation>
    </message>
    <message>
        <source>Still refused (only a chat can approve them):</source>
        <translation>Siguen rechazadas (solo un chat puede aprobarlas):</translation>
    </message>
    <message>
        <source>The calls to allow</source>
        <translation>Las llamadas que se permitirán</translation>
    </message>
    <message>
        <source>Run with these allowed</source>
        <translation>Ejecutar con estas permitidas</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Server address</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <source>Server address problem</source>
        <translation>Problema con la dirección del servidor</translation>
    </message>
    <message>
        <source>Only if the server asks for one</source>
        <translation>Solo si el servidor lo pide</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>The model&apos;s name, or Test to list them</source>
        <translation>El nombre del modelo, o Probar para listarlos</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <source>Test the connection to the server</source>
        <translation>Probar la conexión con el servidor</translation>
    </message>
    <message>
        <source>Server test result</source>
        <translation>Resultado de la prueba del servidor</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>Usar este servidor</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clave de API:</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <source>Or a server of your own</source>
        <translation>O un servidor propio</translation>
    </message>
    <message>
        <source>My own server (OpenAI-compatible)…</source>
        <translation>Mi propio servidor (compatible con OpenAI)…</translation>
    </message>
    <message>
        <source>Set up my own OpenAI-compatible server</source>
        <translation>Configurar mi propio servidor compatible con OpenAI</translation>
    </message>
    <message>
        <source>vLLM, LM Studio, llama.cpp or another server that speaks OpenAI&apos;s API, at any address.</source>
        <translation>vLLM, LM Studio, llama.cpp u otro servidor que hable la API de OpenAI, en cualquier dirección.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Probar</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>Escriba la dirección del servidor, p. ej. http://192.168.1.20:8000/v1.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>El puerto debe ser un número del 1 al 65535.</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address; put a key in API key.</source>
        <translation>No ponga usuario ni contraseña en la dirección; escriba la clave en Clave de API.</translation>
    </message>
    <message>
        <source>Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>Escriba la dirección sin ? ni #, p. ej. http://192.168.1.20:8000/v1.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>Asking {url} for its models…</source>
        <translation>Pidiendo a {url} sus modelos…</translation>
    </message>
    <message>
        <source>{url} is reachable, but lists no models: type the model&apos;s name.</source>
        <translation>{url} responde, pero no lista modelos: escriba el nombre del modelo.</translation>
    </message>
    <message>
        <source>{url} is reachable with one model.</source>
        <translation>{url} responde, con un modelo.</translation>
    </message>
    <message>
        <source>{url} is reachable with {count} models.</source>
        <translation>{url} responde, con {count} modelos.</translation>
    </message>
    <message>
        <source>{address} refused the connection: no server listens on that port. Is it running, and listening on the network (not only on its own computer&apos;s 127.0.0.1)?</source>
        <translation>{address} rechazó la conexión: ningún servidor escucha en ese puerto. ¿Está en marcha y escucha en la red (no solo en el 127.0.0.1 de su propio equipo)?</translation>
    </message>
    <message>
        <source>The computer {host} is not known. Check the address for typing errors.</source>
        <translation>No se conoce el equipo {host}. Revise la dirección por si hay errores.</translation>
    </message>
    <message>
        <source>{address} did not answer within {seconds} seconds. Check the address, the port and any firewall.</source>
        <translation>{address} no respondió en {seconds} segundos. Revise la dirección, el puerto y el cortafuegos.</translation>
    </message>
    <message>
        <source>{address} answers, but its certificate is not trusted by this computer (self-signed?). Use http:// on a trusted network, or a certificate this computer trusts.</source>
        <translation>{address} responde, pero este equipo no confía en su certificado (¿autofirmado?). Use http:// en una red de confianza, o un certificado en el que este equipo confíe.</translation>
    </message>
    <message>
        <source>Could not reach {address}. Check the address and the network.</source>
        <translation>No se pudo llegar a {address}. Revise la dirección y la red.</translation>
    </message>
    <message>
        <source>The server answers, but needs an API key: enter it and test again.</source>
        <translation>El servidor responde, pero necesita una clave de API: escríbala y vuelva a probar.</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP {status}). Check the key.</source>
        <translation>El servidor rechazó la clave de API (HTTP {status}). Revise la clave.</translation>
    </message>
    <message>
        <source>The server sends the request elsewhere ({location}). If you trust that address, enter it instead.</source>
        <translation>El servidor envía la petición a otro sitio ({location}). Si confía en esa dirección, escríbala en su lugar.</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP {status}).</source>
        <translation>El servidor respondió con un error (HTTP {status}).</translation>
    </message>
    <message>
        <source>The server&apos;s answer is larger than {size} MB: not an OpenAI-compatible model list.</source>
        <translation>La respuesta del servidor supera los {size} MB: no es una lista de modelos compatible con OpenAI.</translation>
    </message>
    <message>
        <source>Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at {models}. Such addresses usually end in /v1.</source>
        <translation>Algo responde en {url}, pero no como un servidor compatible con OpenAI: no hay lista de modelos en {models}. Estas direcciones suelen terminar en /v1.</translation>
    </message>
    <message>
        <source>Enter the model&apos;s name, or press Test to list the server&apos;s models.</source>
        <translation>Escriba el nombre del modelo, o pulse Probar para listar los modelos del servidor.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>(code block)</source>
        <translation>(bloque de código)</translation>
    </message>
    <message>
        <source>(code block in {language})</source>
        <translation>(bloque de código en {language})</translation>
    </message>
    <message>
        <source>(code)</source>
        <translation>(código)</translation>
    </message>
    <message>
        <source>(a table with {rows} rows)</source>
        <translation>(una tabla con {rows} filas)</translation>
    </message>
    <message>
        <source>(a table with one row)</source>
        <translation>(una tabla con una fila)</translation>
    </message>
    <message>
        <source>(formula)</source>
        <translation>(fórmula)</translation>
    </message>
    <message>
        <source>(image)</source>
        <translation>(imagen)</translation>
    </message>
</context>
<context>
    <name>VoicePage</name>
    <message>
        <source>Dictation</source>
        <translation>Dictado</translation>
    </message>
    <message>
        <source>On this computer (English)</source>
        <translation>En este equipo (inglés)</translation>
    </message>
    <message>
        <source>An endpoint (any language)</source>
        <translation>Un endpoint (cualquier idioma)</translation>
    </message>
    <message>
        <source>Endpoint provider</source>
        <translation>Proveedor del endpoint</translation>
    </message>
    <message>
        <source>the default provider</source>
        <translation>el proveedor predeterminado</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Modelo de transcripción</translation>
    </message>
    <message>
        <source>Language spoken</source>
        <translation>Idioma hablado</translation>
    </message>
    <message>
        <source>The window&apos;s</source>
        <translation>El de la ventana</translation>
    </message>
    <message>
        <source>Send what was dictated at once</source>
        <translation>Enviar lo dictado de inmediato</translation>
    </message>
    <message>
        <source>Read answers with</source>
        <translation>Leer las respuestas con</translation>
    </message>
    <message>
        <source>This computer&apos;s voices</source>
        <translation>Voces de este equipo</translation>
    </message>
    <message>
        <source>The endpoint&apos;s speech</source>
        <translation>Voz del endpoint</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voz</translation>
    </message>
    <message>
        <source>The language&apos;s first voice</source>
        <translation>La primera voz del idioma</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>Modelo de síntesis de voz</translation>
    </message>
    <message>
        <source>Endpoint voice</source>
        <translation>Voz del endpoint</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a small speech model (Moonshine tiny, English), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) understands other languages and gets the recording. The endpoint uses a provider&apos;s address and key.</source>
        <translation>El dictado en este equipo usa un pequeño modelo de reconocimiento de voz (Moonshine tiny, inglés) que se descarga una sola vez; nada de lo que dices sale del equipo. Un endpoint (un /audio/transcriptions compatible con OpenAI, como el de OpenAI o el de un servidor local) entiende otros idiomas y recibe la grabación. El endpoint usa la dirección y la clave de un proveedor.</translation>
    </message>
    <message>
        <source>Dictation:</source>
        <translation>Dictado:</translation>
    </message>
    <message>
        <source>Endpoint provider:</source>
        <translation>Proveedor del endpoint:</translation>
    </message>
    <message>
        <source>Transcription model:</source>
        <translation>Modelo de transcripción:</translation>
    </message>
    <message>
        <source>Language spoken:</source>
        <translation>Idioma hablado:</translation>
    </message>
    <message>
        <source>Read answers with:</source>
        <translation>Leer las respuestas con:</translation>
    </message>
    <message>
        <source>Voice:</source>
        <translation>Voz:</translation>
    </message>
    <message>
        <source>Speech model:</source>
        <translation>Modelo de síntesis de voz:</translation>
    </message>
    <message>
        <source>Endpoint voice:</source>
        <translation>Voz del endpoint:</translation>
    </message>
    <message>
        <source>The speech model ({megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>El modelo de reconocimiento de voz ({megabytes} MB) se descarga la primera vez que dictas.</translation>
    </message>
    <message>
        <source>The speech model is on this computer.</source>
        <translation>El modelo de reconocimiento de voz está en este equipo.</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>En este equipo</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}) is on this computer.</source>
        <translation>El modelo de voz para este idioma ({model}) está en este equipo.</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}, {megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>El modelo de voz para este idioma ({model}, {megabytes} MB) se descarga la primera vez que dictas.</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for English, Whisper base for the others), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) gets the recording instead, with a provider&apos;s address and key.</source>
        <translation>El dictado en este equipo usa un modelo de voz elegido según el idioma (Moonshine tiny para el inglés, Whisper base para los demás), descargado una sola vez; nada de lo que diga sale del equipo. Un endpoint (un /audio/transcriptions compatible con OpenAI, como el de OpenAI o el de un servidor local) recibe la grabación en su lugar, con la dirección y la clave de un proveedor.</translation>
    </message>
</context>
<context>
    <name>UpdatesPage</name>
    <message>
        <source>Look for a new version once a day</source>
        <translation>Buscar una nueva versión una vez al día</translation>
    </message>
    <message>
        <source>Update feed</source>
        <translation>Fuente de actualizaciones</translation>
    </message>
    <message>
        <source>the project&apos;s own</source>
        <translation>la del proyecto</translation>
    </message>
    <message>
        <source>Root of trust</source>
        <translation>Raíz de confianza</translation>
    </message>
    <message>
        <source>the one shipped with the app</source>
        <translation>la incluida con la aplicación</translation>
    </message>
    <message>
        <source>This copy is {version}. {how}</source>
        <translation>Esta copia es la versión {version}. {how}</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Comprobar ahora</translation>
    </message>
    <message>
        <source>Updates are described by signed metadata, checked before anything is downloaded or unpacked; the new version is put beside this one and swapped in only when it is complete. Your history and settings are never touched.</source>
        <translation>Las actualizaciones se describen mediante metadatos firmados, que se verifican antes de descargar o desempaquetar nada; la nueva versión se coloca junto a esta y solo la sustituye cuando está completa. Tu historial y tus ajustes nunca se modifican.</translation>
    </message>
    <message>
        <source>Update feed:</source>
        <translation>Fuente de actualizaciones:</translation>
    </message>
    <message>
        <source>Root of trust:</source>
        <translation>Raíz de confianza:</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, or nothing.</source>
        <translation>Indica una dirección http:// o https://, o déjalo vacío.</translation>
    </message>
    <message>
        <source>Looking for a new version…</source>
        <translation>Buscando una nueva versión…</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available.</source>
        <translation>Desktop Agent {version} está disponible.</translation>
    </message>
    <message>
        <source>This is the newest version.</source>
        <translation>Esta es la versión más reciente.</translation>
    </message>
</context>
<context>
    <name>BundleDialog</name>
    <message>
        <source>Install {name}?</source>
        <translation>¿Instalar {name}?</translation>
    </message>
    <message>
        <source>{title} {version}, by {author}</source>
        <translation>{title} {version}, de {author}</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>Herramientas: {names}</translation>
    </message>
    <message>
        <source>It will run, in the sandbox with the network:</source>
        <translation>Se ejecutará en el entorno aislado, con acceso a la red:</translation>
    </message>
    <message>
        <source>A server called {name} exists: installing replaces it.</source>
        <translation>Ya existe un servidor llamado {name}: al instalar se reemplazará.</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Instalar</translation>
    </message>
    <message>
        <source>several, separated by {sep}</source>
        <translation>varios, separados por {sep}</translation>
    </message>
    <message>
        <source>With {variables}</source>
        <translation>Con {variables}</translation>
    </message>
    <message>
        <source>Could not install the bundle; the details are in the log.</source>
        <translation>No se pudo instalar el bundle; los detalles están en el registro.</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Moonshine tiny, English</source>
        <translation>Moonshine tiny, inglés</translation>
    </message>
    <message>
        <source>Whisper base, 99 languages</source>
        <translation>Whisper base, 99 idiomas</translation>
    </message>
</context>
<context>
    <name>McpViews</name>
    <message>
        <source>Open link</source>
        <translation>Abrir enlace</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to open this address in your browser:</source>
        <translation>La vista del servidor MCP «{server}» pide abrir esta dirección en su navegador:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Send a message</source>
        <translation>Enviar un mensaje</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to send this message as yours:</source>
        <translation>La vista del servidor MCP «{server}» pide enviar este mensaje como suyo:</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Context from {server}.md</source>
        <translation>Contexto de {server}.md</translation>
    </message>
    <message>
        <source>The view&apos;s conversation is no longer shown.</source>
        <translation>La conversación de esta vista ya no se muestra.</translation>
    </message>
    <message>
        <source>This call&apos;s view is no longer kept.</source>
        <translation>La vista de esta llamada ya no se conserva.</translation>
    </message>
    <message>
        <source>{tool} — a view of the MCP server “{server}”</source>
        <translation>{tool} — una vista del servidor MCP «{server}»</translation>
    </message>
</context>
<context>
    <name>WebEngine</name>
    <message>
        <source>This installation does not include the web engine, and it cannot be added to it: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>Esta instalación no incluye el motor web y no se le puede añadir: instale la aplicación desde su paquete de Python con el extra apps (pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
    <message>
        <source>The Python environment the app runs in has no pip, so the web engine cannot be added from here: install PySide6-Addons {version} into it.</source>
        <translation>El entorno de Python de la aplicación no tiene pip, así que el motor web no se puede añadir desde aquí: instale PySide6-Addons {version} en él.</translation>
    </message>
    <message>
        <source>This build of the app cannot add the web engine on this system: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>Esta compilación de la aplicación no puede añadir el motor web en este sistema: instale la aplicación desde su paquete de Python con el extra «apps» (pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
</context>
<context>
    <name>WebEngineRow</name>
    <message>
        <source>MCP Apps&apos; views</source>
        <translation>Vistas de MCP Apps</translation>
    </message>
    <message>
        <source>Add the web engine…</source>
        <translation>Añadir el motor web…</translation>
    </message>
    <message>
        <source>Add the web engine</source>
        <translation>Añadir el motor web</translation>
    </message>
    <message>
        <source>What adding the web engine printed</source>
        <translation>Lo que mostró la instalación del motor web</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are shown in their tool cards (web engine {version}).</source>
        <translation>Las vistas de MCP Apps se muestran en sus tarjetas de herramienta (motor web {version}).</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views need the web engine, which is not installed (about {size} MB to download): until then, a tool with a view shows its text result.</source>
        <translation>Las vistas de MCP Apps necesitan el motor web, que no está instalado (unos {size} MB de descarga): hasta entonces, una herramienta con vista muestra su resultado en texto.</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are not shown: tools with a view show their text results.</source>
        <translation>Las vistas de MCP Apps no se muestran: las herramientas con vista muestran sus resultados en texto.</translation>
    </message>
    <message>
        <source>This runs the command below, which downloads about {size} MB and adds it to the app:</source>
        <translation>Esto ejecuta el comando de abajo, que descarga unos {size} MB y los añade a la aplicación:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Adding the web engine… (about {size} MB)</source>
        <translation>Añadiendo el motor web… (unos {size} MB)</translation>
    </message>
    <message>
        <source>Done: the next views show in their tool cards.</source>
        <translation>Listo: las próximas vistas se muestran en sus tarjetas de herramienta.</translation>
    </message>
    <message>
        <source>Downloading the web engine</source>
        <translation>Descargando el motor web</translation>
    </message>
    <message>
        <source>%p% of {size} MB</source>
        <translation>%p% de {size} MB</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop downloading the web engine</source>
        <translation>Detener la descarga del motor web</translation>
    </message>
    <message>
        <source>This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept in {folder}.</source>
        <translation>Esto descarga {size} MB de {host}: PySide6-Addons y PySide6-Essentials {version}, cada uno comprobado con la suma SHA-256 con la que se compiló esta aplicación. Se guardan unos {disk} MB en {folder}.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <source>Downloading the web engine…</source>
        <translation>Descargando el motor web…</translation>
    </message>
    <message>
        <source>The download was stopped; nothing of it was kept.</source>
        <translation>La descarga se detuvo; no se guardó nada de ella.</translation>
    </message>
    <message>
        <source>The web engine was not added: {why}</source>
        <translation>No se añadió el motor web: {why}</translation>
    </message>
    <message>
        <source>The next views show in their tool cards.</source>
        <translation>Las próximas vistas se muestran en sus tarjetas de herramienta.</translation>
    </message>
</context>
<context>
    <name>ViewWindow</name>
    <message>
        <source>Whose view this is</source>
        <translation>De quién es esta vista</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>Volver al chat</translation>
    </message>
</context>
</TS>
