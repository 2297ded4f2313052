<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26"/>
        <source>Pinned</source>
        <translation>Épinglées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30"/>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32"/>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53"/>
        <source>Yesterday</source>
        <translation>Hier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34"/>
        <source>Previous 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36"/>
        <source>Previous 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38"/>
        <source>{month} {year}</source>
        <translation>{month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48"/>
        <source>now</source>
        <translation>à l&apos;instant</translation>
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
        <translation>travaille avec les outils&#xa0;; demande avant de modifier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="278"/>
        <source>reads only, then proposes a plan</source>
        <translation>lit seulement, puis propose un plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="279"/>
        <source>talks; no tools</source>
        <translation>discute&#xa0;; sans outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="281"/>
        <source>a profile</source>
        <translation>un profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="285"/>
        <source>{folder} brings skills of its own</source>
        <translation>{folder} apporte ses propres compétences</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>When it runs</source>
        <translation>Moment d&apos;exécution</translation>
    </message>
    <message>
        <source>At</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Schedule in words or cron</source>
        <translation>Planification en toutes lettres ou en cron</translation>
    </message>
    <message>
        <source>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot;, or cron &quot;0 8 * * 1-5&quot;</source>
        <translation>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot; ou cron &quot;0 8 * * 1-5&quot;</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>What each run asks, e.g. “Summarise the new issues”</source>
        <translation>Ce que demande chaque exécution, p. ex. « Résume les nouveaux tickets »</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Allowed without asking</source>
        <translation>Autorisé sans demander</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>Quand :</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>Prompt :</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>Dossier de travail :</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle :</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>Autorisé :</translation>
    </message>
    <message>
        <source>Limits per run:</source>
        <translation>Limites par exécution :</translation>
    </message>
    <message>
        <source>Next run: {when} (this computer&apos;s time)</source>
        <translation>Prochaine exécution : {when} (heure de cet ordinateur)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>Every hour</source>
        <translation>Toutes les heures</translation>
    </message>
    <message>
        <source>Every minute</source>
        <translation>Toutes les minutes</translation>
    </message>
    <message>
        <source>Every {n} minutes</source>
        <translation>Toutes les {n} minutes</translation>
    </message>
    <message>
        <source>Every day at {time}</source>
        <translation>Tous les jours à {time}</translation>
    </message>
    <message>
        <source>Every weekday at {time}</source>
        <translation>Du lundi au vendredi à {time}</translation>
    </message>
    <message>
        <source>Weekends at {time}</source>
        <translation>Le week-end à {time}</translation>
    </message>
    <message>
        <source>{days} at {time}</source>
        <translation>{days} à {time}</translation>
    </message>
    <message>
        <source>{text} (cron {cron})</source>
        <translation>{text} (cron {cron})</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>Done, {n} refused</source>
        <translation>Terminée, {n} refus</translation>
    </message>
    <message>
        <source>Stopped at a limit</source>
        <translation>Arrêtée par une limite</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignorée</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Pas encore exécutée</translation>
    </message>
    <message>
        <source>{outcome}, {when}</source>
        <translation>{outcome}, {when}</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} jetons</translation>
    </message>
    <message>
        <source>{tokens} tokens, {cost}</source>
        <translation>{tokens} jetons, {cost}</translation>
    </message>
    <message>
        <source>Sundays</source>
        <translation>Le dimanche</translation>
    </message>
    <message>
        <source>Mondays</source>
        <translation>Le lundi</translation>
    </message>
    <message>
        <source>Tuesdays</source>
        <translation>Le mardi</translation>
    </message>
    <message>
        <source>Wednesdays</source>
        <translation>Le mercredi</translation>
    </message>
    <message>
        <source>Thursdays</source>
        <translation>Le jeudi</translation>
    </message>
    <message>
        <source>Fridays</source>
        <translation>Le vendredi</translation>
    </message>
    <message>
        <source>Saturdays</source>
        <translation>Le samedi</translation>
    </message>
    <message>
        <source>Download the speech model?</source>
        <translation>Télécharger le modèle de reconnaissance vocale ?</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model (Moonshine tiny, English). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

For other languages, choose an endpoint in Settings › Voice instead.</source>
        <translation>La dictée sur cet ordinateur utilise un modèle de reconnaissance vocale (Moonshine tiny, anglais). Il est téléchargé une seule fois ({megabytes} Mo) depuis Hugging Face, vérifié, puis conservé dans le dossier de données. Rien de ce que vous dites ne quitte cet ordinateur.

Pour d&apos;autres langues, choisissez plutôt un point de terminaison dans Paramètres › Voix.</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>Progression du téléchargement</translation>
    </message>
    <message>
        <source>Download ({megabytes} MB)</source>
        <translation>Télécharger ({megabytes} Mo)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Dictate</source>
        <translation>Dicter</translation>
    </message>
    <message>
        <source>Dictate ({keys}): hold to talk, or click to start and click again to stop</source>
        <translation>Dicter ({keys}) : maintenez enfoncé pour parler, ou cliquez pour commencer et cliquez à nouveau pour arrêter</translation>
    </message>
    <message>
        <source>Recording time</source>
        <translation>Durée d&apos;enregistrement</translation>
    </message>
    <message>
        <source>Stop dictating</source>
        <translation>Arrêter la dictée</translation>
    </message>
    <message>
        <source>Transcribing…</source>
        <translation>Transcription…</translation>
    </message>
    <message>
        <source>Nothing was heard.</source>
        <translation>Rien n&apos;a été entendu.</translation>
    </message>
    <message>
        <source>Check the microphone and try again.</source>
        <translation>Vérifiez le microphone et réessayez.</translation>
    </message>
    <message>
        <source>No words were recognised.</source>
        <translation>Aucun mot n&apos;a été reconnu.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>Réessayez.</translation>
    </message>
    <message>
        <source>A new version of Desktop Agent</source>
        <translation>Une nouvelle version de Desktop Agent</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available (you have {current}). {size}</source>
        <translation>Desktop Agent {version} est disponible (vous avez {current}). {size}</translation>
    </message>
    <message>
        <source>Download: {size}.</source>
        <translation>Téléchargement : {size}.</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>Nouveautés</translation>
    </message>
    <message>
        <source>The feed says nothing about what changed.</source>
        <translation>La source des mises à jour n’indique pas ce qui a changé.</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Update now</source>
        <translation>Mettre à jour maintenant</translation>
    </message>
    <message>
        <source>The feed no longer offers a new version.</source>
        <translation>La source des mises à jour ne propose plus de nouvelle version.</translation>
    </message>
    <message>
        <source>Restart later</source>
        <translation>Redémarrer plus tard</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is installed. Restart the app to use it.</source>
        <translation>Desktop Agent {version} est installé. Redémarrez l’application pour l’utiliser.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
    <message>
        <source>The new version could not be started: {why}</source>
        <translation>Impossible de démarrer la nouvelle version : {why}</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

An endpoint can transcribe instead: Settings › Voice.</source>
        <translation>La dictée sur cet ordinateur utilise un modèle de reconnaissance vocale ({model}). Il est téléchargé une seule fois ({megabytes} Mo) depuis Hugging Face, vérifié et conservé dans le dossier de données. Rien de ce que vous dites ne quitte cet ordinateur.

Un point de terminaison peut transcrire à la place : Paramètres › Voix.</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33"/>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46"/>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39"/>
        <source>Font size</source>
        <translation>Taille de police</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42"/>
        <source>System default</source>
        <translation>Par défaut (système)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50"/>
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>La langue change au prochain démarrage de Desktop Agent.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>Les modifications s&apos;affichent aussitôt&#xa0;; Annuler les défait.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56"/>
        <source>Theme:</source>
        <translation>Thème&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57"/>
        <source>Font size:</source>
        <translation>Taille de police&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59"/>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Closing the window while answers are written keeps Desktop Agent in the tray</source>
        <translation>Fermer la fenêtre pendant la rédaction de réponses laisse Desktop Agent dans la zone de notification</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Continuer dans la zone de notification</translation>
    </message>
    <message>
        <source>Quick ask shortcut</source>
        <translation>Raccourci de Question rapide</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>Effacer le raccourci</translation>
    </message>
    <message>
        <source>Opens Quick ask from any application.</source>
        <translation>Ouvre Question rapide depuis n&apos;importe quelle application.</translation>
    </message>
    <message>
        <source>Tray:</source>
        <translation>Zone de notification :</translation>
    </message>
    <message>
        <source>Quick ask:</source>
        <translation>Question rapide :</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76"/>
        <source>Approve {tool}?</source>
        <translation>Approuver {tool}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82"/>
        <source>{tool} wants to run</source>
        <translation>{tool} veut s&apos;exécuter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83"/>
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88"/>
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99"/>
        <source>a built-in tool</source>
        <translation>un outil intégré</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation>un outil du serveur MCP «&#xa0;{server}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104"/>
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>Demandé par {model} · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105"/>
        <source>the model</source>
        <translation>le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108"/>
        <source>Why it asks</source>
        <translation>Motif de la demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114"/>
        <source>Why this always asks</source>
        <translation>Pourquoi la demande est systématique</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119"/>
        <source>What will run</source>
        <translation>Ce qui va s&apos;exécuter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121"/>
        <source>How the tool changed</source>
        <translation>Modifications de l&apos;outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123"/>
        <source>Tool changed since you approved it</source>
        <translation>Outil modifié depuis votre approbation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128"/>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142"/>
        <source>Only calls like</source>
        <translation>Seuls les appels du type</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143"/>
        <source>every call of this tool</source>
        <translation>tous les appels de cet outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146"/>
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Pour «&#xa0;cette session&#xa0;» et «&#xa0;toujours&#xa0;»&#xa0;: seuls les appels correspondant à ce motif (un glob de chemin comme src/**, une commande comme git log *, un hôte). Vide&#xa0;: tous les appels de l&apos;outil.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150"/>
        <source>in every folder</source>
        <translation>dans tous les dossiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151"/>
        <source>Always approve in every folder</source>
        <translation>Toujours approuver dans tous les dossiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153"/>
        <source>Only calls like:</source>
        <translation>Seuls les appels du type&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158"/>
        <source>Note to the model if you deny (optional)</source>
        <translation>Note au modèle si vous refusez (facultatif)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159"/>
        <source>Note to the model</source>
        <translation>Note au modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163"/>
        <source>&amp;Approve once</source>
        <translation>&amp;Approuver une fois</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164"/>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165"/>
        <source>For this &amp;session</source>
        <translation>Pour cette &amp;session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166"/>
        <source>Approve for this session</source>
        <translation>Approuver pour cette session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167"/>
        <source>A&amp;lways</source>
        <translation>&amp;Toujours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Always approve</source>
        <translation>Toujours approuver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169"/>
        <source>&amp;Deny</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170"/>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>Enregistré, mais les appels comme celui-ci demanderont quand même&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188"/>
        <source>Low risk</source>
        <translation>Risque faible</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189"/>
        <source>Medium risk</source>
        <translation>Risque moyen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190"/>
        <source>High risk</source>
        <translation>Risque élevé</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>nouveau fichier</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>supprimé</translation>
    </message>
    <message>
        <source>+{added} −{removed}</source>
        <translation>+{added} −{removed}</translation>
    </message>
    <message>
        <source>Lines changed</source>
        <translation>Lignes modifiées</translation>
    </message>
    <message>
        <source>How it runs</source>
        <translation>Comment elle s&apos;exécute</translation>
    </message>
    <message>
        <source>Asked by {model} · {origin}</source>
        <translation>Demandé par {model} · {origin}</translation>
    </message>
    <message>
        <source>Only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Seulement les appels qui correspondent à ce motif (un chemin comme src/**, une commande comme git log *, un hôte). Vide : tous les appels de l&apos;outil.</translation>
    </message>
    <message>
        <source>Always approve &amp;calls like:</source>
        <translation>Toujours approuver les &amp;appels comme :</translation>
    </message>
    <message>
        <source>In every &amp;folder, not only this one</source>
        <translation>Dans tous les &amp;dossiers, pas seulement celui-ci</translation>
    </message>
    <message>
        <source>Appro&amp;ve always</source>
        <translation>Toujours appro&amp;uver</translation>
    </message>
    <message>
        <source>Don&apos;t ask again until this session ends, for calls like: {pattern}</source>
        <translation>Ne plus demander jusqu&apos;à la fin de cette session, pour les appels comme : {pattern}</translation>
    </message>
    <message>
        <source>Don&apos;t ask again for this tool until this session ends</source>
        <translation>Ne plus demander pour cet outil jusqu&apos;à la fin de cette session</translation>
    </message>
    <message>
        <source>A&amp;lways…</source>
        <translation>Tou&amp;jours…</translation>
    </message>
    <message>
        <source>Always approve…</source>
        <translation>Toujours approuver…</translation>
    </message>
    <message>
        <source>✓ Low risk</source>
        <translation>✓ Risque faible</translation>
    </message>
    <message>
        <source>◆ Medium risk</source>
        <translation>◆ Risque moyen</translation>
    </message>
    <message>
        <source>⚠ High risk</source>
        <translation>⚠ Risque élevé</translation>
    </message>
    <message>
        <source>Run this command?</source>
        <translation>Exécuter cette commande ?</translation>
    </message>
    <message>
        <source>Create {path}?</source>
        <translation>Créer {path} ?</translation>
    </message>
    <message>
        <source>Overwrite {path}?</source>
        <translation>Écraser {path} ?</translation>
    </message>
    <message>
        <source>{action}?</source>
        <translation>{action} ?</translation>
    </message>
    <message>
        <source>Use the tool {tool}?</source>
        <translation>Utiliser l&apos;outil {tool} ?</translation>
    </message>
    <message>
        <source>Not sandboxed: {consequence}</source>
        <translation>Hors du bac à sable : {consequence}</translation>
    </message>
    <message>
        <source>Asked by the tool&apos;s view in the chat · {origin}</source>
        <translation>Demandé par la vue de l’outil dans la conversation · {origin}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="159"/>
        <source>Attached files</source>
        <translation>Fichiers joints</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="252"/>
        <source>Attach files</source>
        <translation>Joindre des fichiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="255"/>
        <source>All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)</source>
        <translation>Tous les fichiers (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="268"/>
        <source>Pasted image {time}.png</source>
        <translation>Image collée {time}.png</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="275"/>
        <source>{name} was not attached: a message takes at most {n} files.</source>
        <translation>{name} n&apos;a pas été joint&#xa0;: un message accepte au plus {n} fichiers.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="313"/>
        <source>{model} does not see images: it gets each image&apos;s name only.</source>
        <translation>{model} ne voit pas les images&#xa0;: il reçoit seulement le nom de chaque image.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="315"/>
        <source>{model} may not see images; they are sent as images.</source>
        <translation>{model} ne voit peut-être pas les images&#xa0;; elles sont quand même envoyées comme images.</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="207"/>
        <location filename="../../desktop_agent/ui/chat_document.py" line="214"/>
        <source>Open link</source>
        <translation>Ouvrir le lien</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="208"/>
        <source>Open this address in your browser?</source>
        <translation>Ouvrir cette adresse dans votre navigateur&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="252"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>{inp:,} jetons en entrée · {out:,} en sortie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="256"/>
        <source> · {n:,} from cache</source>
        <translation> · {n:,} depuis le cache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="268"/>
        <source>Copied to the clipboard</source>
        <translation>Copié dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="483"/>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="486"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="560"/>
        <source>Thought for a moment</source>
        <translation>Réflexion&#xa0;: un instant</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="562"/>
        <source>Thought for {s:.0f} s</source>
        <translation>Réflexion&#xa0;: {s:.0f} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="564"/>
        <source>Thoughts</source>
        <translation>Réflexions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Ended by an error</source>
        <translation>Terminé par une erreur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="684"/>
        <source>  from {server}</source>
        <translation>  de {server}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="695"/>
        <source>Review…</source>
        <translation>Examiner…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result ({n:,} lines)</source>
        <translation>Résultat ({n:,} lignes)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="708"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="714"/>
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… {n:,} lignes de plus (Copier les inclut toutes)</translation>
    </message>
    <message>
        <source>1 citation removed: the model cited a passage or page it was never given ({ids}).</source>
        <translation>1 citation retirée : le modèle a cité un passage ou une page qu’il n’a jamais reçus ({ids}).</translation>
    </message>
    <message>
        <source>{n} citations removed: the model cited passages or pages it was never given ({ids}).</source>
        <translation>{n} citations retirées : le modèle a cité des passages ou des pages qu’il n’a jamais reçus ({ids}).</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>  {n:,} lines</source>
        <translation>  {n:,} lignes</translation>
    </message>
    <message>
        <source>Hide output</source>
        <translation>Masquer la sortie</translation>
    </message>
    <message>
        <source>Show output</source>
        <translation>Afficher la sortie</translation>
    </message>
    <message>
        <source>Copy output</source>
        <translation>Copier la sortie</translation>
    </message>
    <message>
        <source>… {n:,} more lines (Copy output has them all)</source>
        <translation>… {n:,} lignes de plus (« Copier la sortie » les contient toutes)</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="73"/>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="169"/>
        <source>The preview opened in your browser</source>
        <translation>L&apos;aperçu s&apos;est ouvert dans votre navigateur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="171"/>
        <source>No browser could open {path}</source>
        <translation>Aucun navigateur n&apos;a pu ouvrir {path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="240"/>
        <source>Show earlier messages ({n:,})</source>
        <translation>Afficher les messages précédents ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="250"/>
        <source>Show newer messages ({n:,})</source>
        <translation>Afficher les messages suivants ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397"/>
        <source>Previous version</source>
        <translation>Version précédente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="400"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="425"/>
        <source>Next version</source>
        <translation>Version suivante</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="418"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="420"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="427"/>
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="429"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="549"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="431"/>
        <source>Pin: kept word for word when earlier messages are summarised</source>
        <translation>Épingler&#xa0;: conservé mot pour mot quand les messages précédents sont résumés</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="433"/>
        <source>Pinned: kept word for word when earlier messages are summarised. Unpin</source>
        <translation>Épinglé&#xa0;: conservé mot pour mot quand les messages précédents sont résumés. Désépingler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="490"/>
        <source>Answering with the skill @{name}.</source>
        <translation>Réponse avec la compétence @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="523"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} Nouvel essai dans {delay:.0f} s ({n} sur {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="541"/>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="546"/>
        <source>Build this plan</source>
        <translation>Exécuter ce plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="547"/>
        <source>The plan is ready.</source>
        <translation>Le plan est prêt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="580"/>
        <source>Waiting for the first word… {s} s</source>
        <translation>En attente du premier mot… {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="581"/>
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>Lecture de la conversation… {pct} % de {total} jetons · {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Open settings</source>
        <translation>Ouvrir les paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27"/>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79"/>
        <source>Jump to latest</source>
        <translation>Aller au plus récent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28"/>
        <source>Jump to the newest message (End)</source>
        <translation>Aller au message le plus récent (Fin)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73"/>
        <source>{n} new messages</source>
        <translation>{n} nouveaux messages</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75"/>
        <source>1 new message</source>
        <translation>1 nouveau message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16"/>
        <source>Summarise what this folder&apos;s project does</source>
        <translation>Résumer ce que fait le projet de ce dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17"/>
        <source>Find the TODO comments and list them by file</source>
        <translation>Trouver les commentaires TODO et les lister par fichier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18"/>
        <source>Explain the last error in the log and how to fix it</source>
        <translation>Expliquer la dernière erreur du journal et comment la corriger</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34"/>
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37"/>
        <source>Ask anything</source>
        <translation>Demandez ce que vous voulez</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45"/>
        <source>Model and folder</source>
        <translation>Modèle et dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56"/>
        <source>Put this request in the message box</source>
        <translation>Mettre cette demande dans la zone de message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73"/>
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  dans {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28"/>
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>Résumé annulé&#xa0;: les {n} messages précédents sont de nouveau envoyés en entier au modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32"/>
        <source>Earlier conversation summarised</source>
        <translation>Échanges précédents résumés</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34"/>
        <source>Earlier conversation summarised on request</source>
        <translation>Échanges précédents résumés à la demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36"/>
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} messages, environ {before} → {after} jetons.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88"/>
        <source>Show summary</source>
        <translation>Voir le résumé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="70"/>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="72"/>
        <source>waiting for your approval</source>
        <translation>en attente de votre approbation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="74"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="76"/>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="78"/>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="80"/>
        <source>denied</source>
        <translation>refusé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="82"/>
        <source>interrupted</source>
        <translation>interrompu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="40"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="121"/>
        <source>the file is no longer there</source>
        <translation>le fichier n&apos;existe plus</translation>
    </message>
    <message>
        <source>↻ Retried once after an error: {error}</source>
        <translation>↻ Relancé une fois après une erreur : {error}</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retried %n times after an error: {error}</source>
        <translation>
            <numerusform>↻ Relancé %n fois après une erreur : {error}</numerusform>
            <numerusform>↻ Relancé %n fois après une erreur : {error}</numerusform>
        </translation>
    </message>
    <message>
        <source>Set one up</source>
        <translation>En configurer un</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>Configurer un modèle</translation>
    </message>
    <message>
        <source>Add an API key or choose a model on this computer</source>
        <translation>Ajoutez une clé d’API ou choisissez un modèle sur cet ordinateur</translation>
    </message>
    <message>
        <source>No model set up yet</source>
        <translation>Aucun modèle configuré pour l’instant</translation>
    </message>
    <message>
        <source>{model} needs an API key. Add one, or choose a model that runs on this computer.</source>
        <translation>{model} a besoin d’une clé d’API. Ajoutez-en une ou choisissez un modèle qui fonctionne sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Summarise the project</source>
        <translation>Résumer le projet</translation>
    </message>
    <message>
        <source>What this folder&apos;s project does</source>
        <translation>Ce que fait le projet de ce dossier</translation>
    </message>
    <message>
        <source>List the TODOs</source>
        <translation>Lister les TODO</translation>
    </message>
    <message>
        <source>Every TODO comment, by file</source>
        <translation>Chaque commentaire TODO, par fichier</translation>
    </message>
    <message>
        <source>Explain an error</source>
        <translation>Expliquer une erreur</translation>
    </message>
    <message>
        <source>The log&apos;s last error, and its fix</source>
        <translation>La dernière erreur du journal, et sa correction</translation>
    </message>
    <message>
        <source>Read aloud (again to stop)</source>
        <translation>Lire à voix haute (à nouveau pour arrêter)</translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="74"/>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="84"/>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="85"/>
        <source>Remove {name}</source>
        <translation>Retirer {name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="98"/>
        <source>Attached file {name}</source>
        <translation>Fichier joint {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="108"/>
        <source>PDF · %n page(s)</source>
        <translation>
            <numerusform>PDF · %n page</numerusform>
            <numerusform>PDF · %n pages</numerusform>
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
        <translation>Un problème est survenu. Vos conversations sont enregistrées.

Vous pouvez continuer à travailler. Si cela se reproduit, redémarrez Desktop Agent. Les détails ci-dessous aident à trouver la cause&#xa0;; les clés API n&apos;y figurent pas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53"/>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Show details</source>
        <translation>Afficher les détails</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56"/>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99"/>
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>(%n erreur jusqu&apos;ici)</numerusform>
            <numerusform>(%n erreurs jusqu&apos;ici)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Hide details</source>
        <translation>Masquer les détails</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="90"/>
        <source>The server&apos;s message</source>
        <translation>Message du serveur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="94"/>
        <source>The message is long: {n} more characters are not shown.</source>
        <translation>Le message est long&#xa0;: {n} caractères de plus ne sont pas affichés.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="98"/>
        <source>Message cut</source>
        <translation>Message tronqué</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="119"/>
        <source>Problem with {field}</source>
        <translation>Problème avec {field}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="128"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="138"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="176"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="178"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="181"/>
        <source>{what} from {low} to {high}</source>
        <translation>{what} de {low} à {high}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="215"/>
        <source>Required</source>
        <translation>Obligatoire</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="226"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Requête du serveur MCP «&#xa0;{server}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="233"/>
        <source>“{server}” asks for some information</source>
        <translation>«&#xa0;{server}&#xa0;» demande quelques informations</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="234"/>
        <source>Which server asks</source>
        <translation>Serveur à l&apos;origine de la demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="238"/>
        <source>Your answers go only to this server. Fields marked * are required.</source>
        <translation>Vos réponses ne vont qu&apos;à ce serveur. Les champs marqués d&apos;un * sont obligatoires.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="275"/>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="276"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="277"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="278"/>
        <source>&amp;Send</source>
        <translation>&amp;Envoyer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="279"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="178"/>
        <source>The conversation is too long for {model}: the request is {asked} tokens and the model&apos;s context window holds {window}.</source>
        <translation>La conversation est trop longue pour {model}&#xa0;: la requête fait {asked} jetons et la fenêtre de contexte du modèle en contient {window}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="184"/>
        <source>The conversation is too long for {model}.</source>
        <translation>La conversation est trop longue pour {model}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="186"/>
        <source>Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the chat profile (no tools), or start a new session.</source>
        <translation>Démarrez le serveur avec un contexte plus grand (llama.cpp&#xa0;: --ctx-size 8192&#xa0;; Ollama&#xa0;: num_ctx), utilisez le profil chat (sans outils), ou commencez une nouvelle session.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="192"/>
        <source>Start a new session, or pick a model with a larger context window.</source>
        <translation>Commencez une nouvelle session, ou choisissez un modèle avec une fenêtre de contexte plus grande.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="218"/>
        <source>{label} rejected the API key ({code}).</source>
        <translation>{label} a rejeté la clé API ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="219"/>
        <source>Check the key in Settings, or store a new one with `desktop-agent keys set`.</source>
        <translation>Vérifiez la clé dans les Paramètres, ou enregistrez-en une nouvelle avec `desktop-agent keys set`.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="224"/>
        <source>{label} has no model called {model}, or the endpoint address is wrong.</source>
        <translation>{label} n&apos;a pas de modèle nommé {model}, ou l&apos;adresse du point d&apos;accès est incorrecte.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="227"/>
        <source>Pick another model, or check the provider&apos;s base URL.</source>
        <translation>Choisissez un autre modèle, ou vérifiez l&apos;URL de base du fournisseur.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="230"/>
        <source>{label} is rate limiting requests; it asks to wait {seconds} s.</source>
        <translation>{label} limite le débit des requêtes&#xa0;; il demande d&apos;attendre {seconds} s.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="232"/>
        <source>{label} is rate limiting requests.</source>
        <translation>{label} limite le débit des requêtes.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="233"/>
        <source>Wait a moment and try again, or use a different model.</source>
        <translation>Attendez un moment et réessayez, ou utilisez un autre modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="236"/>
        <source>Your {label} account has run out of quota or credit.</source>
        <translation>Votre compte {label} a épuisé son quota ou ses crédits.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="237"/>
        <source>Check your plan and billing with the provider.</source>
        <translation>Vérifiez votre forfait et votre facturation auprès du fournisseur.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="240"/>
        <source>{label} is overloaded right now.</source>
        <translation>{label} est surchargé pour le moment.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="241"/>
        <source>Try again in a minute.</source>
        <translation>Réessayez dans une minute.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="244"/>
        <source>{label} had a server error ({code}).</source>
        <translation>{label} a rencontré une erreur serveur ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="246"/>
        <source>{label} had a server error in the stream.</source>
        <translation>{label} a rencontré une erreur serveur pendant la diffusion.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="247"/>
        <source>Try again; if it keeps happening, check the provider&apos;s status page.</source>
        <translation>Réessayez&#xa0;; si cela se reproduit, consultez la page d&apos;état du fournisseur.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="252"/>
        <location filename="../../desktop_agent/providers/errors.py" line="327"/>
        <source>{label} took too long to answer.</source>
        <translation>{label} a mis trop de temps à répondre.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="253"/>
        <location filename="../../desktop_agent/providers/errors.py" line="328"/>
        <source>Try again, or check your connection.</source>
        <translation>Réessayez, ou vérifiez votre connexion.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="256"/>
        <source>{label}&apos;s content filter blocked this request.</source>
        <translation>Le filtre de contenu de {label} a bloqué cette requête.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="257"/>
        <source>Rephrase the message.</source>
        <translation>Reformulez le message.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="260"/>
        <source>{label} refused the request ({code}).</source>
        <translation>{label} a refusé la requête ({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="262"/>
        <source>{label} refused the request.</source>
        <translation>{label} a refusé la requête.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="263"/>
        <source>Check the model and settings; this may be a bug worth reporting.</source>
        <translation>Vérifiez le modèle et les paramètres&#xa0;; il s&apos;agit peut-être d&apos;un bug à signaler.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="269"/>
        <source>{label} rejected the API key.</source>
        <translation>{label} a rejeté la clé API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="278"/>
        <source>{label} returned an error.</source>
        <translation>{label} a renvoyé une erreur.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="279"/>
        <location filename="../../desktop_agent/providers/errors.py" line="335"/>
        <location filename="../../desktop_agent/providers/errors.py" line="388"/>
        <location filename="../../desktop_agent/providers/errors.py" line="404"/>
        <source>Try again.</source>
        <translation>Réessayez.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="334"/>
        <location filename="../../desktop_agent/providers/errors.py" line="387"/>
        <source>The connection to {label} broke while the answer was streaming.</source>
        <translation>La connexion à {label} a été coupée pendant la diffusion de la réponse.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="342"/>
        <source>Nothing is answering at {where} — is the {server} running?</source>
        <translation>Rien ne répond à {where} — {server} est-il démarré&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="343"/>
        <source>Start it, then try again.</source>
        <translation>Démarrez-le, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="350"/>
        <source>Could not reach {label} at {url}.</source>
        <translation>Impossible de joindre {label} à {url}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="351"/>
        <source>Check your internet connection, or that the local server is running.</source>
        <translation>Vérifiez votre connexion Internet, ou que le serveur local est bien démarré.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="377"/>
        <source>{label} sent a malformed reply.</source>
        <translation>{label} a envoyé une réponse mal formée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="378"/>
        <source>Try again; if it keeps happening, the server may not be fully compatible.</source>
        <translation>Réessayez&#xa0;; si cela se reproduit, le serveur n&apos;est peut-être pas entièrement compatible.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="394"/>
        <source>Something unexpected went wrong talking to {label}.</source>
        <translation>Un problème inattendu est survenu lors de la communication avec {label}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="395"/>
        <source>See the log for details.</source>
        <translation>Consultez le journal pour plus de détails.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="403"/>
        <source>{label} closed the connection before the answer was complete.</source>
        <translation>{label} a fermé la connexion avant la fin de la réponse.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="100"/>
        <source>This conversation needs about {needed} tokens with the {agent} agent&apos;s instructions and tools, and {model} takes {window}. Nothing was sent.</source>
        <translation>Cette conversation nécessite environ {needed} jetons avec les instructions et les outils de l&apos;agent {agent}, et {model} en accepte {window}. Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="105"/>
        <source>Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>Utilisez le profil plan (moins d&apos;outils) ou le profil chat (sans outils), commencez une nouvelle session, ou donnez au serveur un contexte plus grand (llama.cpp&#xa0;: --ctx-size 8192&#xa0;; Ollama&#xa0;: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="114"/>
        <source>This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.</source>
        <translation>Cette conversation nécessite environ {needed} jetons, et {model} en accepte {window}. Rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="118"/>
        <source>Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>Commencez une nouvelle session, ou donnez au serveur un contexte plus grand (llama.cpp&#xa0;: --ctx-size 8192&#xa0;; Ollama&#xa0;: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="12"/>
        <source>This conversation is still loading.</source>
        <translation>Cette conversation est encore en cours de chargement.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="13"/>
        <source>Send again in a moment: the model needs the whole conversation.</source>
        <translation>Renvoyez-le dans un instant&#xa0;: le modèle a besoin de toute la conversation.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="20"/>
        <source>This session is already answering.</source>
        <translation>Cette session est déjà en train de répondre.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="21"/>
        <source>Wait or stop it first.</source>
        <translation>Attendez, ou arrêtez-la d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="28"/>
        <source>This session is answering in another window or terminal (since {since}).</source>
        <translation>Cette session répond dans une autre fenêtre ou un autre terminal (depuis {since}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="31"/>
        <source>Wait for that answer, or stop it there — or start a new session.</source>
        <translation>Attendez cette réponse, ou arrêtez-la là-bas — ou commencez une nouvelle session.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="39"/>
        <source>These instructions are {length} characters; a session&apos;s take at most {most}.</source>
        <translation>Ces instructions font {length} caractères&#xa0;; celles d&apos;une session en acceptent au plus {most}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="42"/>
        <source>Shorten them, or put the long part in a file in the workspace and ask the agent to read it.</source>
        <translation>Raccourcissez-les, ou mettez la partie longue dans un fichier du dossier de travail et demandez à l&apos;agent de le lire.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="54"/>
        <source>That message is no longer part of this conversation.</source>
        <translation>Ce message ne fait plus partie de cette conversation.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="55"/>
        <source>Open the session again and edit the message from there.</source>
        <translation>Rouvrez la session et modifiez le message à partir de là.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="50"/>
        <source>Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached.</source>
        <translation>Vous pouvez joindre des images (PNG, JPEG, GIF, WebP, BMP, TIFF), des PDF et des fichiers texte.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="53"/>
        <source>{name} is not an image, a PDF or a text file, so it cannot be attached.</source>
        <translation>{name} n&apos;est ni une image, ni un PDF, ni un fichier texte&#xa0;: il ne peut pas être joint.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="56"/>
        <source>{name} is empty, so there is nothing to attach.</source>
        <translation>{name} est vide&#xa0;: il n&apos;y a rien à joindre.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="57"/>
        <source>Save a copy without the password (for example by printing it to PDF) and attach that.</source>
        <translation>Enregistrez une copie sans mot de passe (par exemple en l&apos;imprimant en PDF) et joignez-la.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="60"/>
        <source>Attach only the pages that matter (save them as a new PDF).</source>
        <translation>Joignez seulement les pages utiles (enregistrez-les dans un nouveau PDF).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="134"/>
        <source>{name} was not found; it may have been moved or deleted.</source>
        <translation>{name} est introuvable&#xa0;; il a peut-être été déplacé ou supprimé.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="143"/>
        <source>{name} is a folder; attach the files inside it one by one.</source>
        <translation>{name} est un dossier&#xa0;; joignez un par un les fichiers qu&apos;il contient.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="206"/>
        <source>{name} is a HEIC or AVIF image, which cannot be read here.</source>
        <translation>{name} est une image HEIC ou AVIF, qui ne peut pas être lue ici.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="207"/>
        <source>Save or export it as JPEG or PNG and attach that.</source>
        <translation>Enregistrez-la ou exportez-la en JPEG ou PNG, puis joignez ce fichier.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="213"/>
        <source>{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached.</source>
        <translation>{name} ressemble à du texte, mais pas en UTF-8 ni en UTF-16&#xa0;: il ne peut pas être joint.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="216"/>
        <source>Save it as UTF-8 (most editors offer this under “Save as”) and attach it again.</source>
        <translation>Enregistrez-le en UTF-8 (la plupart des éditeurs le proposent dans «&#xa0;Enregistrer sous&#xa0;») et joignez-le à nouveau.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="232"/>
        <source>{name} is {size}; images can be attached up to {limit}.</source>
        <translation>{name} fait {size}&#xa0;; les images peuvent être jointes jusqu&apos;à {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="233"/>
        <source>{name} is {size}; PDFs can be attached up to {limit}.</source>
        <translation>{name} fait {size}&#xa0;; les PDF peuvent être joints jusqu&apos;à {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="234"/>
        <source>{name} is {size}; text files can be attached up to {limit}.</source>
        <translation>{name} fait {size}&#xa0;; les fichiers texte peuvent être joints jusqu&apos;à {limit}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="240"/>
        <source>Attach a smaller file, or only the part that matters.</source>
        <translation>Joignez un fichier plus petit, ou seulement la partie utile.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="257"/>
        <source>{name} cannot be read ({why}).</source>
        <translation>Impossible de lire {name} ({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="263"/>
        <source>{name} is not a regular file (a device, pipe or socket), so it cannot be attached.</source>
        <translation>{name} n&apos;est pas un fichier ordinaire (c&apos;est un périphérique, un tube ou un socket)&#xa0;: il ne peut pas être joint.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="327"/>
        <source>{name} has too many pixels to be opened safely (more than {most}).</source>
        <translation>{name} a trop de pixels pour être ouvert en toute sécurité (plus de {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="328"/>
        <source>Attach a smaller version of the image.</source>
        <translation>Joignez une version plus petite de l&apos;image.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="336"/>
        <source>{name} could not be read as an image; it may be damaged or incomplete.</source>
        <translation>Impossible de lire {name} comme image&#xa0;; il est peut-être endommagé ou incomplet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="413"/>
        <source>{name} cannot be made to fit in {limit} as an image.</source>
        <translation>{name} ne peut pas être réduit à {limit} en tant qu&apos;image.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="436"/>
        <source>{name} is protected by a password, so its text cannot be read.</source>
        <translation>{name} est protégé par un mot de passe&#xa0;: son texte ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="443"/>
        <source>{name} is encrypted in a way that cannot be opened here, so its text cannot be read.</source>
        <translation>{name} est chiffré d&apos;une manière qui ne peut pas être ouverte ici&#xa0;: son texte ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="460"/>
        <source>{name} could not be read as a PDF; it may be damaged or incomplete.</source>
        <translation>Impossible de lire {name} comme PDF&#xa0;; il est peut-être endommagé ou incomplet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="468"/>
        <source>{name} has {count} pages; PDFs can be attached up to {most} pages.</source>
        <translation>{name} a {count} pages&#xa0;; les PDF peuvent être joints jusqu&apos;à {most} pages.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="490"/>
        <source>{name} has more text than can be sent at once (over {most} characters by page {page}).</source>
        <translation>{name} contient plus de texte qu&apos;on ne peut en envoyer en une fois (plus de {most} caractères à la page {page}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="503"/>
        <source>{name} has no text layer (a scan?), so there is nothing the model could read in it.</source>
        <translation>{name} n&apos;a pas de couche de texte (un scan&#xa0;?)&#xa0;: le modèle n&apos;y trouverait rien à lire.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="507"/>
        <source>Attach the pages as images instead, or run text recognition (OCR) on it first.</source>
        <translation>Joignez plutôt les pages comme images, ou passez d&apos;abord le document à la reconnaissance de texte (OCR).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="34"/>
        <source>The disk holding the history ({folder}) is full; recent messages are kept in memory.</source>
        <translation>Le disque qui contient l&apos;historique ({folder}) est plein&#xa0;; les messages récents sont gardés en mémoire.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="38"/>
        <source>Free some space; they are saved as soon as there is room.</source>
        <translation>Libérez de l&apos;espace&#xa0;; ils seront enregistrés dès qu&apos;il y aura de la place.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="44"/>
        <source>The history database is busy in another program.</source>
        <translation>La base de données de l&apos;historique est occupée par un autre programme.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="45"/>
        <source>Close other copies of Desktop Agent; saving resumes by itself.</source>
        <translation>Fermez les autres instances de Desktop Agent&#xa0;; l&apos;enregistrement reprendra tout seul.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="50"/>
        <source>The history database at {path} cannot be written.</source>
        <translation>Impossible d&apos;écrire dans la base de données de l&apos;historique située à {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="51"/>
        <source>Check the folder&apos;s permissions; messages are kept in memory meanwhile.</source>
        <translation>Vérifiez les permissions du dossier&#xa0;; en attendant, les messages sont gardés en mémoire.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="59"/>
        <source>The history database at {path} is damaged.</source>
        <translation>La base de données de l&apos;historique située à {path} est endommagée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="60"/>
        <source>Restart Desktop Agent.</source>
        <translation>Redémarrez Desktop Agent.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/domain/errors.py" line="17"/>
        <source>The server said: {said}</source>
        <translation>Le serveur a répondu&#xa0;: {said}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a knowledge base name.</source>
        <translation>« {name} » n’est pas un nom de base de connaissances valide.</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (at most 64).</source>
        <translation>Utilisez des lettres, des chiffres, « - », « _ » et « . » (64 au plus).</translation>
    </message>
    <message>
        <source>There is no knowledge base &apos;{name}&apos;.</source>
        <translation>Il n’y a pas de base de connaissances « {name} ».</translation>
    </message>
    <message>
        <source>See them with `desktop-agent kb list`; make one with `kb create NAME`.</source>
        <translation>Voyez-les avec `desktop-agent kb list` ; créez-en une avec `kb create NAME`.</translation>
    </message>
    <message>
        <source>The knowledge base &apos;{name}&apos; exists already.</source>
        <translation>La base de connaissances « {name} » existe déjà.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path} n’existe pas.</translation>
    </message>
    <message>
        <source>{path} holds the app&apos;s own folder {own}: it is never indexed.</source>
        <translation>{path} contient le dossier propre de l’application {own} : il n’est jamais indexé.</translation>
    </message>
    <message>
        <source>{path} is not a source of &apos;{name}&apos;.</source>
        <translation>{path} n’est pas une source de « {name} ».</translation>
    </message>
    <message>
        <source>See them with `kb status NAME`.</source>
        <translation>Voyez-les avec `kb status NAME`.</translation>
    </message>
    <message>
        <source>Indexing &apos;{name}&apos; stopped: {reason}.</source>
        <translation>L’indexation de « {name} » s’est arrêtée : {reason}.</translation>
    </message>
    <message>
        <source>Try Re-index; the log has the details.</source>
        <translation>Essayez « Réindexer » ; le journal donne les détails.</translation>
    </message>
    <message>
        <source>Make one on the Knowledge page or with `kb create NAME`.</source>
        <translation>Créez-en une sur la page des bases de connaissances ou avec `kb create NAME`.</translation>
    </message>
    <message>
        <source>Say what to look for as well as the base&apos;s name.</source>
        <translation>Indiquez ce qu&apos;il faut chercher en plus du nom de la base.</translation>
    </message>
    <message>
        <source>The transcription endpoint&apos;s address {url} is not valid.</source>
        <translation>L&apos;adresse {url} du point de terminaison de transcription n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>Correct the provider&apos;s address in Settings › Providers.</source>
        <translation>Corrigez l&apos;adresse du fournisseur dans Paramètres › Fournisseurs.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} did not answer in {seconds} s.</source>
        <translation>Le point de terminaison de transcription {host} n&apos;a pas répondu en {seconds} s.</translation>
    </message>
    <message>
        <source>Try again, or use the local model in Settings › Voice.</source>
        <translation>Réessayez, ou utilisez le modèle local dans Paramètres › Voix.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} cannot be reached.</source>
        <translation>Le point de terminaison de transcription {host} est injoignable.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s address and your connection.</source>
        <translation>Vérifiez l&apos;adresse du fournisseur et votre connexion.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} refused the API key.</source>
        <translation>Le point de terminaison de transcription {host} a refusé la clé API.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s key in Settings › Providers.</source>
        <translation>Vérifiez la clé du fournisseur dans Paramètres › Fournisseurs.</translation>
    </message>
    <message>
        <source>{host} has no transcription model {model} (or no such route).</source>
        <translation>{host} ne propose pas le modèle de transcription {model} (ou cette route n&apos;existe pas).</translation>
    </message>
    <message>
        <source>Choose another model or provider in Settings › Voice.</source>
        <translation>Choisissez un autre modèle ou fournisseur dans Paramètres › Voix.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} is busy (too many requests).</source>
        <translation>Le point de terminaison de transcription {host} est surchargé (trop de requêtes).</translation>
    </message>
    <message>
        <source>Wait a moment and try again.</source>
        <translation>Patientez un instant et réessayez.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} answered with error {code}.</source>
        <translation>Le point de terminaison de transcription {host} a répondu avec l&apos;erreur {code}.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} sent no transcript.</source>
        <translation>Le point de terminaison de transcription {host} n&apos;a renvoyé aucune transcription.</translation>
    </message>
    <message>
        <source>Check that the provider offers OpenAI-compatible transcriptions.</source>
        <translation>Vérifiez que le fournisseur propose des transcriptions compatibles avec OpenAI.</translation>
    </message>
    <message>
        <source>{name} cannot be read as a WAV file: {why}.</source>
        <translation>{name} ne peut pas être lu comme fichier WAV : {why}.</translation>
    </message>
    <message>
        <source>Record or convert it to WAV (PCM or float, any rate) and try again.</source>
        <translation>Enregistrez-le ou convertissez-le en WAV (PCM ou virgule flottante, toute fréquence d&apos;échantillonnage) et réessayez.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>Le fichier {path} n&apos;existe pas.</translation>
    </message>
    <message>
        <source>No microphone was found.</source>
        <translation>Aucun microphone n&apos;a été trouvé.</translation>
    </message>
    <message>
        <source>Connect a microphone (and allow the app to use it), then try again.</source>
        <translation>Branchez un microphone (et autorisez l&apos;application à l&apos;utiliser), puis réessayez.</translation>
    </message>
    <message>
        <source>No loudspeaker or headphones were found to play the voice.</source>
        <translation>Aucun haut-parleur ni casque n&apos;a été trouvé pour diffuser la voix.</translation>
    </message>
    <message>
        <source>Connect one and try again, or read answers with the system&apos;s voice.</source>
        <translation>Branchez-en un et réessayez, ou faites lire les réponses par la voix du système.</translation>
    </message>
    <message>
        <source>The microphone could not be opened: {why}.</source>
        <translation>Impossible d&apos;ouvrir le microphone : {why}.</translation>
    </message>
    <message>
        <source>Check that no other program holds it, then try again.</source>
        <translation>Vérifiez qu&apos;aucun autre programme ne l&apos;utilise, puis réessayez.</translation>
    </message>
    <message>
        <source>Check that Windows PowerShell is installed.</source>
        <translation>Vérifiez que Windows PowerShell est installé.</translation>
    </message>
    <message>
        <source>The `say` command of macOS is missing from this system.</source>
        <translation>La commande `say` de macOS est absente de ce système.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher or espeak-ng to hear answers read aloud.</source>
        <translation>Installez speech-dispatcher ou espeak-ng pour entendre les réponses lues à voix haute.</translation>
    </message>
    <message>
        <source>No voice was found on this system.</source>
        <translation>Aucune voix n&apos;a été trouvée sur ce système.</translation>
    </message>
    <message>
        <source>The answer could not be read aloud.</source>
        <translation>La réponse n&apos;a pas pu être lue à voix haute.</translation>
    </message>
    <message>
        <source>The system&apos;s voice ({program}) could not read the answer.</source>
        <translation>La voix du système ({program}) n&apos;a pas pu lire la réponse.</translation>
    </message>
    <message>
        <source>Check that sound works, or choose another voice in Settings › Voice.</source>
        <translation>Vérifiez que le son fonctionne, ou choisissez une autre voix dans Paramètres › Voix.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} took too long to answer.</source>
        <translation>Le point de terminaison vocal {url} a mis trop de temps à répondre.</translation>
    </message>
    <message>
        <source>Try again, or read answers with the system&apos;s voice.</source>
        <translation>Réessayez, ou faites lire les réponses par la voix du système.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} could not be reached.</source>
        <translation>Le point de terminaison vocal {url} n&apos;a pas pu être joint.</translation>
    </message>
    <message>
        <source>Check its address in Settings › Providers, and your connection.</source>
        <translation>Vérifiez son adresse dans Paramètres › Fournisseurs, ainsi que votre connexion.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} rejected the API key ({code}).</source>
        <translation>Le point de terminaison vocal {url} a refusé la clé API ({code}).</translation>
    </message>
    <message>
        <source>The speech endpoint {url} refused to read the answer ({code}).</source>
        <translation>Le point de terminaison vocal {url} a refusé de lire la réponse ({code}).</translation>
    </message>
    <message>
        <source>Check the speech model and voice in Settings › Voice, or use the system&apos;s voice.</source>
        <translation>Vérifiez le modèle de synthèse vocale et la voix dans Paramètres › Voix, ou utilisez la voix du système.</translation>
    </message>
    <message>
        <source>The speech-to-text model is not downloaded yet.</source>
        <translation>Le modèle de reconnaissance vocale n&apos;est pas encore téléchargé.</translation>
    </message>
    <message>
        <source>The speech-to-text model could not be downloaded: {why}.</source>
        <translation>Le modèle de reconnaissance vocale n&apos;a pas pu être téléchargé : {why}.</translation>
    </message>
    <message>
        <source>Check your connection and try again.</source>
        <translation>Vérifiez votre connexion et réessayez.</translation>
    </message>
    <message>
        <source>The speech-to-text model in {folder} did not load.</source>
        <translation>Le modèle de reconnaissance vocale dans {folder} n&apos;a pas pu être chargé.</translation>
    </message>
    <message>
        <source>Delete that folder and download the model again.</source>
        <translation>Supprimez ce dossier et téléchargez à nouveau le modèle.</translation>
    </message>
    <message>
        <source>The local speech model knows English only, not {language}.</source>
        <translation>Le modèle de reconnaissance vocale local ne comprend que l&apos;anglais, pas {language}.</translation>
    </message>
    <message>
        <source>For other languages, choose an endpoint in Settings › Voice.</source>
        <translation>Pour d&apos;autres langues, choisissez un point de terminaison dans Paramètres › Voix.</translation>
    </message>
    <message>
        <source>Download it first ({megabytes} MB, once).</source>
        <translation>Téléchargez-le d&apos;abord ({megabytes} Mo, une seule fois).</translation>
    </message>
    <message>
        <source>No API key is stored for {provider} (the endpoint).</source>
        <translation>Aucune clé API n&apos;est enregistrée pour {provider} (le point de terminaison).</translation>
    </message>
    <message>
        <source>Add it in Settings › Providers or: desktop-agent keys set {provider}</source>
        <translation>Ajoutez-la dans Paramètres › Fournisseurs ou avec : desktop-agent keys set {provider}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="25"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="26"/>
        <source>Find in conversation</source>
        <translation>Rechercher dans la conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29"/>
        <source>Matches</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>Résultat précédent (Maj+Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35"/>
        <source>Next match (Enter)</source>
        <translation>Résultat suivant (Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37"/>
        <source>Close (Esc)</source>
        <translation>Fermer (Échap)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138"/>
        <source>No matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142"/>
        <source>{n} of {m}</source>
        <translation>{n} sur {m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <source>Left out (over the cap, least recently used): {n}</source>
        <translation>Laissés de côté (au-delà de la limite, les moins récemment utilisés) : {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="49"/>
        <source>Instructions for this session</source>
        <translation>Instructions pour cette session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="53"/>
        <source>Sent with every message of this session, after the profile&apos;s instructions. For example: the language to answer in, the project&apos;s conventions, what to leave alone.</source>
        <translation>Envoyées avec chaque message de cette session, après les instructions du profil. Par exemple&#xa0;: la langue de réponse, les conventions du projet, ce qu&apos;il ne faut pas toucher.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59"/>
        <source>Session instructions</source>
        <translation>Instructions de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="60"/>
        <source>Answer in British English. Keep answers short.</source>
        <translation>Réponds en français. Sois bref.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="63"/>
        <source>What the model is sent</source>
        <translation>Ce que reçoit le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="67"/>
        <source>Prompt size</source>
        <translation>Taille du prompt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="70"/>
        <source>Instructions message</source>
        <translation>Message des instructions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="75"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="82"/>
        <source>What the model is sent with each message</source>
        <translation>Ce que reçoit le modèle avec chaque message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="108"/>
        <source>{title} · about {n} tokens</source>
        <translation>{title} · environ {n} jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="114"/>
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>Outils ({count})&#xa0;: {names} · environ {n} jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="118"/>
        <source>No tools: this profile answers in words only.</source>
        <translation>Aucun outil&#xa0;: ce profil répond uniquement par du texte.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="128"/>
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>Environ {system} jetons d&apos;instructions et {tools} d&apos;outils, plus {conversation} de conversation jusqu&apos;ici (estimation&#xa0;: quatre caractères par jeton).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="133"/>
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>Environ {system} jetons d&apos;instructions et {tools} d&apos;outils, avant toute conversation (estimation&#xa0;: quatre caractères par jeton).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="138"/>
        <source>The model takes {window}.</source>
        <translation>La fenêtre de contexte du modèle est de {window} jetons.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="140"/>
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>Vu sa petite fenêtre de contexte, il reçoit les instructions et descriptions d&apos;outils compactes.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="142"/>
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>La dernière requête a utilisé {n} jetons en entrée, selon le décompte du fournisseur.</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="175"/>
        <source>API key for {provider}</source>
        <translation>Clé API pour {provider}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="178"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation>La clé est stockée dans le trousseau de votre système, jamais dans le fichier de paramètres.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="184"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93"/>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="94"/>
        <source>Paste the API key</source>
        <translation>Collez la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96"/>
        <source>Save key</source>
        <translation>Enregistrer la clé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="97"/>
        <source>Save the API key</source>
        <translation>Enregistrer la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="104"/>
        <source>API key message</source>
        <translation>Message sur la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="122"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="150"/>
        <source>Type or paste the key first.</source>
        <translation>Saisissez ou collez d&apos;abord la clé.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="125"/>
        <source>Saving the key…</source>
        <translation>Enregistrement de la clé…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="144"/>
        <source>The key is saved in your keyring.</source>
        <translation>La clé est enregistrée dans votre trousseau.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="156"/>
        <source>The key is kept for this run only.</source>
        <translation>La clé est conservée jusqu&apos;à la fermeture de l&apos;application.</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="54"/>
        <source>Keyring problem</source>
        <translation>Problème de trousseau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="56"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;La clé n&apos;a pas pu être stockée dans un trousseau&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62"/>
        <source>Keep for this run only</source>
        <translation>Garder jusqu&apos;à la fermeture</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="63"/>
        <source>Keep the key for this run only</source>
        <translation>Garder la clé jusqu&apos;à la fermeture de l&apos;application</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12"/>
        <source>Set</source>
        <translation>Définie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13"/>
        <source>Set for this run</source>
        <translation>Définie jusqu&apos;à la fermeture</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14"/>
        <source>Not set</source>
        <translation>Non définie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15"/>
        <source>Not set (keyring unavailable)</source>
        <translation>Non définie (trousseau indisponible)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pour corriger le problème&#xa0;:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux&#xa0;:&lt;/b&gt; installez GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) ou KWallet, puis déconnectez-vous et reconnectez-vous, ou déverrouillez le trousseau dans Mots de passe et clés (Seahorse).&lt;br&gt;&lt;b&gt;macOS&#xa0;:&lt;/b&gt; ouvrez Trousseaux d&apos;accès et vérifiez que votre trousseau de session est déverrouillé.&lt;br&gt;&lt;b&gt;Windows&#xa0;:&lt;/b&gt; le Gestionnaire d&apos;identification nécessite un compte utilisateur normal (pas un compte invité).&lt;/p&gt;&lt;p&gt;Vous pouvez aussi garder la clé &lt;b&gt;jusqu&apos;à la fermeture de l&apos;application&lt;/b&gt;&#xa0;: elle reste en mémoire, n&apos;est jamais écrite sur le disque et est oubliée quand vous quittez l&apos;application.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Memory…</source>
        <translation>&amp;Mémoire…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="80"/>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="310"/>
        <source>Quit Desktop Agent?</source>
        <translation>Quitter Desktop Agent&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="311"/>
        <source>An answer is still being written.</source>
        <translation>Une réponse est encore en cours d&apos;écriture.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="313"/>
        <source>{n} answers are still being written.</source>
        <translation>{n} réponses sont encore en cours d&apos;écriture.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="317"/>
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>Quitter les arrête&#xa0;; ce qui a déjà été écrit est conservé.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="318"/>
        <source>Stop and quit</source>
        <translation>Arrêter et quitter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="319"/>
        <source>Keep working</source>
        <translation>Continuer à travailler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="381"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="29"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="30"/>
        <source>New session</source>
        <translation>Nouvelle session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="480"/>
        <source>Send now</source>
        <translation>Envoyer maintenant</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="482"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="501"/>
        <source>A file is still being read: send when its chip is ready.</source>
        <translation>Un fichier est encore en cours de lecture&#xa0;: envoyez quand il est prêt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="562"/>
        <source>That file is no longer there.</source>
        <translation>Ce fichier n&apos;existe plus.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31"/>
        <source>New session (Ctrl+N)</source>
        <translation>Nouvelle session (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33"/>
        <source>Search sessions</source>
        <translation>Rechercher des sessions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation>Rechercher des sessions (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="85"/>
        <source>Editing a sent message</source>
        <translation>Modification d&apos;un message envoyé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89"/>
        <source>Queued message</source>
        <translation>Message en attente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="95"/>
        <source>Message input</source>
        <translation>Saisie du message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96"/>
        <source>Message Desktop Agent…</source>
        <translation>Écrire à Desktop Agent…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98"/>
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Entrée envoie, Maj+Entrée ajoute une ligne, Haut modifie le dernier message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105"/>
        <location filename="../../desktop_agent/ui/composer.py" line="106"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="107"/>
        <location filename="../../desktop_agent/ui/composer.py" line="251"/>
        <source>Send (Enter)</source>
        <translation>Envoyer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="108"/>
        <location filename="../../desktop_agent/ui/composer.py" line="109"/>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="110"/>
        <source>Stop (Esc)</source>
        <translation>Arrêter (Échap)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="115"/>
        <source>Tools for this message</source>
        <translation>Outils pour ce message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="117"/>
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>Outils pour le prochain message&#xa0;: Auto envoie une simple salutation ou un remerciement sans eux</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="122"/>
        <source>Tools: auto</source>
        <translation>Outils&#xa0;: auto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="123"/>
        <source>Tools: on</source>
        <translation>Outils&#xa0;: oui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="124"/>
        <source>Tools: off</source>
        <translation>Outils&#xa0;: non</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="128"/>
        <source>Attach files</source>
        <translation>Joindre des fichiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="130"/>
        <source>Attach images, PDFs or text files (or drop them here, or paste a screenshot)</source>
        <translation>Joindre des images, des PDF ou des fichiers texte (ou les déposer ici, ou coller une capture d&apos;écran)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="249"/>
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>Mettre en attente&#xa0;: envoyé à la fin de cette réponse (Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="263"/>
        <source>Queued — sends when this answer ends:</source>
        <translation>En attente — envoyé à la fin de cette réponse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="131"/>
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Still starting…</source>
        <translation>Démarrage en cours…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Try again in a moment.</source>
        <translation>Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37"/>
        <source>&amp;New session</source>
        <translation>&amp;Nouvelle session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41"/>
        <source>&amp;Usage…</source>
        <translation>&amp;Utilisation…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44"/>
        <source>&amp;Search sessions</source>
        <translation>&amp;Rechercher des sessions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45"/>
        <source>&amp;Find in conversation</source>
        <translation>Rechercher dans la &amp;conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48"/>
        <source>&amp;Focus the message input</source>
        <translation>&amp;Aller à la zone de message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52"/>
        <source>&amp;Edit the last message</source>
        <translation>&amp;Modifier le dernier message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56"/>
        <source>&amp;Copy the last answer</source>
        <translation>Co&amp;pier la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Session</source>
        <translation>&amp;Session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59"/>
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61"/>
        <source>&amp;Regenerate the last answer</source>
        <translation>&amp;Régénérer la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63"/>
        <source>&amp;Next session</source>
        <translation>Session &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67"/>
        <source>&amp;Previous session</source>
        <translation>Session &amp;précédente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71"/>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72"/>
        <source>&amp;Compact now</source>
        <translation>&amp;Compacter maintenant</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74"/>
        <source>R&amp;esources</source>
        <translation>Ress&amp;ources</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="78"/>
        <source>&amp;Permissions…</source>
        <translation>Perm&amp;issions…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="113"/>
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="81"/>
        <source>&amp;About Desktop Agent</source>
        <translation>À &amp;propos de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="87"/>
        <source>About Desktop Agent</source>
        <translation>À propos de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="88"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Discutez avec un modèle qui peut agir sur votre ordinateur, avec votre approbation. Votre historique reste sur cet ordinateur&#xa0;; vos clés restent dans le trousseau du système.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="534"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="236"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>Modification d&apos;un message envoyé&#xa0;: Entrée le renvoie, Échap annule. La suite de la conversation est conservée comme version précédente.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="512"/>
        <source>Copied to the clipboard</source>
        <translation>Copié dans le presse-papiers</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>Bases de &amp;connaissances…</translation>
    </message>
    <message>
        <source>New &amp;project…</source>
        <translation>Nouveau pro&amp;jet…</translation>
    </message>
    <message>
        <source>Sc&amp;hedules…</source>
        <translation>&amp;Tâches planifiées…</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>Liste des sessions</translation>
    </message>
    <message>
        <source>Show or hide the session &amp;list</source>
        <translation>Afficher ou masquer la &amp;liste des sessions</translation>
    </message>
    <message>
        <source>Hide the session list (Ctrl+B)</source>
        <translation>Masquer la liste des sessions (Ctrl+B)</translation>
    </message>
    <message>
        <source>Show the session list (Ctrl+B)</source>
        <translation>Afficher la liste des sessions (Ctrl+B)</translation>
    </message>
</context>
<context>
    <name>McpSending</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="132"/>
        <source>Asking for the prompt {name}…</source>
        <translation>Demande du prompt {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="156"/>
        <source>Reading the resources this message names…</source>
        <translation>Lecture des ressources nommées dans ce message…</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86"/>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="87"/>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="89"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Disable</source>
        <translation>Désactiver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="90"/>
        <source>Restart</source>
        <translation>Redémarrer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91"/>
        <source>Sign in</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="94"/>
        <source>Import from Claude Desktop</source>
        <translation>Importer depuis Claude Desktop</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="97"/>
        <source>Choose a file…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="121"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="122"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="226"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation>Aucun serveur MCP pour l&apos;instant. Ajoutez-en un, ou importez ceux de Claude Desktop.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Enable</source>
        <translation>Activer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="257"/>
        <source>(nothing on stderr yet)</source>
        <translation>(rien sur stderr pour l&apos;instant)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="315"/>
        <source>Starting {name}…</source>
        <translation>Démarrage de {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="355"/>
        <source>Finish signing in to {name} in your browser; this page waits for it.</source>
        <translation>Terminez la connexion à {name} dans votre navigateur&#xa0;; cette page attend la fin.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="360"/>
        <source>Open this address in your browser to sign in: {url}</source>
        <translation>Ouvrez cette adresse dans votre navigateur pour vous connecter&#xa0;: {url}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="370"/>
        <source>Signed in to {name}.</source>
        <translation>Connecté à {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="400"/>
        <source>Import MCP servers</source>
        <translation>Importer des serveurs MCP</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>Rechercher des mises à jour</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>Serveurs</translation>
    </message>
    <message>
        <source>Browse</source>
        <translation>Parcourir</translation>
    </message>
    <message>
        <source>Install from file…</source>
        <translation>Installer depuis un fichier…</translation>
    </message>
    <message>
        <source>Install an MCP Bundle</source>
        <translation>Installer un MCP Bundle</translation>
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
        <translation>Profils et compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="161"/>
        <source>Use this folder&apos;s skills</source>
        <translation>Utiliser les compétences de ce dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="166"/>
        <source>resources of this MCP server</source>
        <translation>ressources de ce serveur MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="245"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>L&apos;adresse de cette ressource contient des caractères cachés&#xa0;: elle ne peut pas être nommée dans un message.</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="37"/>
        <source>Permissions</source>
        <translation>Permissions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="43"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>Les approbations que vous avez enregistrées. Si vous en révoquez une, le prochain appel de ce type redemandera. Les règles de settings.json ne figurent pas ici.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation>Seulement les approbations de cette session et celles toujours valables</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="50"/>
        <source>Only this session</source>
        <translation>Cette session seulement</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="56"/>
        <source>Saved approvals</source>
        <translation>Approbations enregistrées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66"/>
        <source>&amp;Revoke</source>
        <translation>&amp;Révoquer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="67"/>
        <source>Revoke</source>
        <translation>Révoquer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="99"/>
        <source>No saved approvals.</source>
        <translation>Aucune approbation enregistrée.</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50"/>
        <source>Agent profiles</source>
        <translation>Profils d&apos;agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51"/>
        <source>Add profile…</source>
        <translation>Ajouter un profil…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52"/>
        <source>Add a profile</source>
        <translation>Ajouter un profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54"/>
        <source>Remove this profile</source>
        <translation>Supprimer ce profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63"/>
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67"/>
        <source>All tools (asks before changes)</source>
        <translation>Tous les outils (demande avant de modifier)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68"/>
        <source>Read-only tools</source>
        <translation>Outils en lecture seule</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69"/>
        <source>No tools</source>
        <translation>Aucun outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71"/>
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>The model&apos;s default</source>
        <translation>Valeur par défaut du modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>Temperature problem</source>
        <translation>Problème de température</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77"/>
        <source>Maximum tokens per answer</source>
        <translation>Nombre maximal de jetons par réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78"/>
        <source>Let the model think before answering (when it can)</source>
        <translation>Laisser le modèle réfléchir avant de répondre (s&apos;il le peut)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="80"/>
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking budget in tokens</source>
        <translation>Budget de réflexion en jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87"/>
        <source>Step cap</source>
        <translation>Limite d&apos;étapes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>The most model calls one message may lead to</source>
        <translation>Nombre maximal d&apos;appels au modèle pour un message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>System prompt:</source>
        <translation>Prompt système&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93"/>
        <source>Tools:</source>
        <translation>Outils&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="94"/>
        <source>Temperature:</source>
        <translation>Température&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>Max tokens:</source>
        <translation>Jetons max.&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Thinking budget:</source>
        <translation>Budget de réflexion&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99"/>
        <source>Step cap:</source>
        <translation>Limite d&apos;étapes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="100"/>
        <source>Send greetings and thank-yous without tools</source>
        <translation>Envoyer salutations et remerciements sans outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="104"/>
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye (&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;); &quot;ok&quot;, &quot;yes&quot; or &quot;go ahead&quot; always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer&apos;s Tools switch decides per message.</source>
        <translation>Seulement un message qui n&apos;est rien d&apos;autre qu&apos;une salutation, un remerciement ou un au revoir («&#xa0;salut&#xa0;», «&#xa0;merci&#xa0;!&#xa0;», «&#xa0;super, merci&#xa0;»)&#xa0;; «&#xa0;ok&#xa0;», «&#xa0;oui&#xa0;» ou «&#xa0;vas-y&#xa0;» gardent toujours les outils. Plus rapide et moins cher, surtout avec un modèle sur cet ordinateur. Le sélecteur Outils de la zone de message décide pour chaque message.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="109"/>
        <source>Small talk without tools</source>
        <translation>Bavardage sans outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="127"/>
        <source>{name} (custom)</source>
        <translation>{name} (personnalisé)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation>Saisissez un nombre de 0 à 2, ou laissez vide pour la valeur par défaut du modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="172"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation>La température doit être comprise entre 0 et 2.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>Nom (minuscules, chiffres, - ou _)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>Utilisez des minuscules, des chiffres, - ou _ (40 au plus).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212"/>
        <source>There is already a profile called {name}.</source>
        <translation>Il existe déjà un profil nommé {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="214"/>
        <source>Fix the highlighted value first.</source>
        <translation>Corrigez d&apos;abord la valeur en surbrillance.</translation>
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
        <translation>* obligatoire</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="79"/>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="51"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Saisissez une adresse complète commençant par http:// ou https://, par ex. http://127.0.0.1:8000/v1.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="56"/>
        <source>The address must not contain spaces.</source>
        <translation>L&apos;adresse ne doit pas contenir d&apos;espaces.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95"/>
        <source>Providers</source>
        <translation>Fournisseurs</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96"/>
        <source>Add endpoint…</source>
        <translation>Ajouter un point d&apos;accès…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>Ajouter un point d&apos;accès personnalisé compatible OpenAI</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122"/>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="99"/>
        <source>Remove this custom endpoint</source>
        <translation>Supprimer ce point d&apos;accès personnalisé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108"/>
        <source>Endpoint name</source>
        <translation>Nom du point d&apos;accès</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="109"/>
        <source>Endpoint name problem</source>
        <translation>Problème de nom du point d&apos;accès</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111"/>
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="112"/>
        <source>Base URL problem</source>
        <translation>Problème d&apos;URL de base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115"/>
        <source>Provider&apos;s default model</source>
        <translation>Modèle par défaut du fournisseur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="116"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="117"/>
        <source>This endpoint needs an API key</source>
        <translation>Ce point d&apos;accès nécessite une clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <source>API key status</source>
        <translation>État de la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120"/>
        <source>Set…</source>
        <translation>Définir…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="121"/>
        <source>Set the API key</source>
        <translation>Définir la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="123"/>
        <source>Remove the API key</source>
        <translation>Supprimer la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="128"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="129"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="454"/>
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="132"/>
        <source>Connection test result</source>
        <translation>Résultat du test de connexion</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="137"/>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="139"/>
        <source>Base URL:</source>
        <translation>URL de base&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="141"/>
        <source>Default model:</source>
        <translation>Modèle par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="143"/>
        <source>API key:</source>
        <translation>Clé API&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="160"/>
        <source>Use by default</source>
        <translation>Utiliser par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="162"/>
        <source>Default provider</source>
        <translation>Fournisseur par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="165"/>
        <source>Default model</source>
        <translation>Modèle par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167"/>
        <source>Provider:</source>
        <translation>Fournisseur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="168"/>
        <source>Model:</source>
        <translation>Modèle&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="170"/>
        <source>Give up on a silent answer after</source>
        <translation>Abandonner une réponse muette après</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="172"/>
        <source>Silent answer limit, cloud providers</source>
        <translation>Délai de réponse muette, fournisseurs cloud</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="174"/>
        <source>Silent answer limit, servers on this machine</source>
        <translation>Délai de réponse muette, serveurs sur cette machine</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177"/>
        <source>Cloud providers:</source>
        <translation>Fournisseurs cloud&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="178"/>
        <source>Servers on this machine:</source>
        <translation>Serveurs sur cette machine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="180"/>
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>Un modèle local peut lire une longue conversation pendant plusieurs minutes avant son premier mot.</translation>
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
        <translation>{name} (personnalisé)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="345"/>
        <source>My endpoint {n}</source>
        <translation>Mon point d&apos;accès {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="385"/>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="389"/>
        <source>Not set (not needed)</source>
        <translation>Non définie (inutile)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="430"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation>Saisissez d&apos;abord l&apos;adresse du point d&apos;accès.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="439"/>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="441"/>
        <source>Connecting to {url}…</source>
        <translation>Connexion à {url}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="458"/>
        <source>Connected, but the server lists no models.</source>
        <translation>Connecté, mais le serveur ne liste aucun modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="461"/>
        <source>Connected: {count} models ({models}).</source>
        <translation>Connecté&#xa0;: {count} modèles ({models}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="490"/>
        <source>Give the endpoint a name.</source>
        <translation>Donnez un nom au point d&apos;accès.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="494"/>
        <source>Enter the endpoint&apos;s address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Saisissez l&apos;adresse du point d&apos;accès, par ex. http://127.0.0.1:8000/v1.</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26"/>
        <source>The assistant asks</source>
        <translation>L&apos;assistant demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49"/>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Or type another answer…</source>
        <translation>Ou saisissez une autre réponse…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Your answer…</source>
        <translation>Votre réponse…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58"/>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59"/>
        <source>Don&apos;t answer</source>
        <translation>Ne pas répondre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60"/>
        <source>&amp;Answer</source>
        <translation>&amp;Répondre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61"/>
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
</context>
<context>
    <name>ResourcesPanel</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="81"/>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="91"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="92"/>
        <source>Filter resources</source>
        <translation>Filtrer les ressources</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="96"/>
        <source>MCP resources</source>
        <translation>Ressources MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="108"/>
        <source>Attach</source>
        <translation>Joindre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="110"/>
        <source>Name the resource in the message: it is read and sent with it</source>
        <translation>Nommer la ressource dans le message&#xa0;: elle est lue et envoyée avec lui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="130"/>
        <source>Asking the servers…</source>
        <translation>Interrogation des serveurs…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="133"/>
        <source>No connected MCP server offers resources.</source>
        <translation>Aucun serveur MCP connecté ne propose de ressources.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="156"/>
        <source>{name} (template)</source>
        <translation>{name} (modèle)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="163"/>
        <source>No resources</source>
        <translation>Aucune ressource</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="211"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>L&apos;adresse de cette ressource contient des caractères cachés&#xa0;: elle ne peut pas être nommée dans un message.</translation>
    </message>
</context>
<context>
    <name>SamplingDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="44"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Requête du serveur MCP «&#xa0;{server}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="52"/>
        <source>“{server}” asks your model to answer</source>
        <translation>«&#xa0;{server}&#xa0;» demande une réponse à votre modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="53"/>
        <source>Which server asks</source>
        <translation>Serveur à l&apos;origine de la demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="58"/>
        <source>These messages are sent to the model only if you approve, and its answer goes back to the server. Your conversation is not included.</source>
        <translation>Ces messages ne sont envoyés au modèle que si vous approuvez, et sa réponse est renvoyée au serveur. Votre conversation n&apos;est pas incluse.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="66"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="74"/>
        <source>The request is long: {n} characters are not shown here. The model is sent all of them.</source>
        <translation>La requête est longue&#xa0;: {n} caractères ne sont pas affichés ici. Le modèle les reçoit tous.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="77"/>
        <source>Messages cut</source>
        <translation>Messages tronqués</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="82"/>
        <source>Images and audio are not sent: the model gets only their names, as shown.</source>
        <translation>Les images et l&apos;audio ne sont pas envoyés&#xa0;: le modèle ne reçoit que leurs noms, tels qu&apos;affichés.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="89"/>
        <source>Model that answers</source>
        <translation>Modèle qui répond</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="95"/>
        <source>Estimated cost</source>
        <translation>Coût estimé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="97"/>
        <source>Answered by</source>
        <translation>Réponse par</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="98"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="99"/>
        <source>at most {n} tokens</source>
        <translation>au plus {n} jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="101"/>
        <source>, temperature {t}</source>
        <translation>, température {t}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="103"/>
        <source>Limits</source>
        <translation>Limites</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="104"/>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="108"/>
        <source>The server&apos;s model preferences</source>
        <translation>Préférences de modèle du serveur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="109"/>
        <source>Server prefers</source>
        <translation>Le serveur préfère</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="112"/>
        <source>asked for context from {what}; none is included</source>
        <translation>a demandé du contexte de {what}&#xa0;; aucun n&apos;est inclus</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="116"/>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="122"/>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="123"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="124"/>
        <source>&amp;Approve and send</source>
        <translation>&amp;Approuver et envoyer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="125"/>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="144"/>
        <source>SYSTEM PROMPT</source>
        <translation>PROMPT SYSTÈME</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>USER</source>
        <translation>UTILISATEUR</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>ASSISTANT</source>
        <translation>ASSISTANT</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="153"/>
        <source>[… {n} more characters not shown]</source>
        <translation>[… {n} caractères de plus non affichés]</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="162"/>
        <source>unknown: no price is known for this model</source>
        <translation>inconnu&#xa0;: aucun prix connu pour ce modèle</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Edit MCP server</source>
        <translation>Modifier le serveur MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Add MCP server</source>
        <translation>Ajouter un serveur MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>Command (stdio)</source>
        <translation>Commande (stdio)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (HTTP streamable)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63"/>
        <source>Enabled</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68"/>
        <source>default (60 s)</source>
        <translation>par défaut (60 s)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77"/>
        <source>one argument per line</source>
        <translation>un argument par ligne</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83"/>
        <source>Run it in the sandbox</source>
        <translation>L&apos;exécuter dans le bac à sable</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87"/>
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent&apos;s own files are hidden from it.</source>
        <translation>Le serveur ne peut modifier des fichiers que dans son répertoire de travail et un /tmp privé&#xa0;; vos dossiers d&apos;identifiants et les fichiers propres à Desktop Agent lui sont cachés.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91"/>
        <source>Let it use the network</source>
        <translation>L&apos;autoriser à utiliser le réseau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106"/>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107"/>
        <source>Working folder</source>
        <translation>Répertoire de travail</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112"/>
        <source>Headers</source>
        <translation>En-têtes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132"/>
        <source>Call timeout</source>
        <translation>Délai d&apos;appel</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44"/>
        <location filename="../../desktop_agent/ui/header.py" line="120"/>
        <source>New session</source>
        <translation>Nouvelle session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45"/>
        <source>Session title</source>
        <translation>Titre de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53"/>
        <source>Agent profile</source>
        <translation>Profil d&apos;agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>Ce que l&apos;agent peut faire&#xa0;: build (lire et modifier), plan (lecture seule), chat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59"/>
        <source>Provider and model</source>
        <translation>Fournisseur et modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60"/>
        <source>provider/model — pick one or type any model id</source>
        <translation>fournisseur/modèle — choisissez-en un ou saisissez un identifiant de modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Workspace folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>Le dossier où travaillent les outils de l&apos;agent. Cliquez pour en choisir un autre.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69"/>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions</source>
        <translation>Instructions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70"/>
        <source>Session instructions</source>
        <translation>Instructions de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74"/>
        <source>Token usage</source>
        <translation>Consommation de jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75"/>
        <location filename="../../desktop_agent/ui/header.py" line="184"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation>Jetons utilisés dans cette session, et remplissage du contexte du modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions ✓</source>
        <translation>Instructions ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146"/>
        <source>This session&apos;s instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>Instructions de cette session&#xa0;: {start}
Cliquez pour les modifier ou voir le prompt complet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149"/>
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>Donner à cette session ses propres instructions, et voir ce que reçoit le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168"/>
        <source>{n} tokens</source>
        <translation>{n} jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173"/>
        <source> · context {n} / {window}</source>
        <translation> · contexte {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178"/>
        <source> · context {n}</source>
        <translation> · contexte {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182"/>
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>Le contexte est presque plein&#xa0;: les échanges précédents seront résumés avant la prochaine requête.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191"/>
        <source>Choose the workspace folder</source>
        <translation>Choisir le dossier de travail</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>Dossier de travail&#xa0;: {path}
Le dossier où travaillent les outils de l&apos;agent. Cliquez pour en choisir un autre.</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projet</translation>
    </message>
    <message>
        <source>{name} ›</source>
        <translation>{name} ›</translation>
    </message>
    <message>
        <source>This chat is in the project “{name}”. Click to edit the project.</source>
        <translation>Cette conversation fait partie du projet « {name} ». Cliquez pour modifier le projet.</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>Liste des sessions</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Pinned</source>
        <translation>Épinglées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Today</source>
        <translation>Aujourd&apos;hui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Yesterday</source>
        <translation>Hier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Previous 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>Previous 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>now</source>
        <translation>à l&apos;instant</translation>
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
        <translation>Janvier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>February</source>
        <translation>Février</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>March</source>
        <translation>Mars</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>April</source>
        <translation>Avril</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>June</source>
        <translation>Juin</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>July</source>
        <translation>Juillet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>August</source>
        <translation>Août</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>September</source>
        <translation>Septembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>October</source>
        <translation>Octobre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>November</source>
        <translation>Novembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>December</source>
        <translation>Décembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Mon</source>
        <translation>lun.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Tue</source>
        <translation>mar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Wed</source>
        <translation>mer.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Thu</source>
        <translation>jeu.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Fri</source>
        <translation>ven.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Sat</source>
        <translation>sam.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86"/>
        <source>Sun</source>
        <translation>dim.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Jan</source>
        <translation>janv.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Feb</source>
        <translation>févr.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Mar</source>
        <translation>mars</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Apr</source>
        <translation>avr.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jun</source>
        <translation>juin</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jul</source>
        <translation>juil.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Aug</source>
        <translation>août</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Sep</source>
        <translation>sept.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Oct</source>
        <translation>oct.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Nov</source>
        <translation>nov.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92"/>
        <source>Dec</source>
        <translation>déc.</translation>
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
        <translation>{month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388"/>
        <source>Unpin</source>
        <translation>Désépingler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390"/>
        <source>Pin</source>
        <translation>Épingler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393"/>
        <source>Unarchive</source>
        <translation>Désarchiver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395"/>
        <source>Archive</source>
        <translation>Archiver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407"/>
        <source>Rename session</source>
        <translation>Renommer la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408"/>
        <source>Title:</source>
        <translation>Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>Projets</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Projet : {name}</translation>
    </message>
    <message>
        <source>Project {name}</source>
        <translation>Projet {name}</translation>
    </message>
    <message>
        <source>Project, {n} sessions, folded</source>
        <translation>Projet, {n} sessions, replié</translation>
    </message>
    <message>
        <source>Project, {n} sessions</source>
        <translation>Projet, {n} sessions</translation>
    </message>
    <message>
        <source>Move to project</source>
        <translation>Déplacer vers un projet</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>Nouveau projet…</translation>
    </message>
    <message>
        <source>Remove from project</source>
        <translation>Retirer du projet</translation>
    </message>
    <message>
        <source>New chat in this project</source>
        <translation>Nouvelle conversation dans ce projet</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>Modifier le projet…</translation>
    </message>
    <message>
        <source>Delete project…</source>
        <translation>Supprimer le projet…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50"/>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54"/>
        <source>&amp;Providers</source>
        <translation>&amp;Fournisseurs</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55"/>
        <source>Agent p&amp;rofiles</source>
        <translation>&amp;Profils d&apos;agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56"/>
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60"/>
        <source>Settings message</source>
        <translation>Message des paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68"/>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>Corrigez la valeur marquée en rouge&#xa0;; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104"/>
        <source>A setting is not valid: {problem}</source>
        <translation>Un paramètre n&apos;est pas valide&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>Impossible d&apos;enregistrer les paramètres dans {path}&#xa0;: {reason}. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125"/>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="95"/>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="100"/>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>&amp;Web search</source>
        <translation>Recherche &amp;web</translation>
    </message>
    <message>
        <source>Ad&amp;vanced</source>
        <translation>A&amp;vancé</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Mises à jour</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>Edit skill @{name}</source>
        <translation>Modifier la compétence @{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>New skill</source>
        <translation>Nouvelle compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68"/>
        <source>Skill name</source>
        <translation>Nom de la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="69"/>
        <source>code-review</source>
        <translation>revue-de-code</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="72"/>
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>Minuscules, chiffres et traits d&apos;union. Un message commençant par @nom l&apos;utilise.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="80"/>
        <source>Skill description</source>
        <translation>Description de la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="82"/>
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>À quoi sert la compétence et quand l&apos;utiliser&#xa0;: le modèle lit ceci pour la choisir.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88"/>
        <source>Allowed tools</source>
        <translation>Outils autorisés</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="89"/>
        <source>read_file, grep, git__*   (empty: the profile&apos;s tools)</source>
        <translation>read_file, grep, git__*   (vide&#xa0;: les outils du profil)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="92"/>
        <source>empty: the session&apos;s model</source>
        <translation>vide&#xa0;: le modèle de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="94"/>
        <source>Skill instructions</source>
        <translation>Instructions de la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="96"/>
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown&#xa0;: que faire, étape par étape, pour ce type de tâche.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="103"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109"/>
        <source>Save skill</source>
        <translation>Enregistrer la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="110"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="115"/>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117"/>
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118"/>
        <source>Allowed &amp;tools</source>
        <translation>&amp;Outils autorisés</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119"/>
        <source>&amp;Model</source>
        <translation>&amp;Modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="120"/>
        <source>&amp;Instructions</source>
        <translation>&amp;Instructions</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="100"/>
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>Une compétence, ce sont des instructions pour un type de tâche. Commencez un message par @nom pour en utiliser une&#xa0;; le modèle peut aussi en choisir une d&apos;après sa description.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="107"/>
        <source>Skill list</source>
        <translation>Liste des compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111"/>
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113"/>
        <source>Import &amp;folder…</source>
        <translation>Importer un &amp;dossier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114"/>
        <source>Import &amp;zip…</source>
        <translation>Importer un &amp;zip…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="116"/>
        <source>&amp;Open skills folder</source>
        <translation>&amp;Ouvrir le dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118"/>
        <source>New skill</source>
        <translation>Nouvelle compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119"/>
        <source>Edit skill</source>
        <translation>Modifier la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120"/>
        <source>Import a skill from a folder</source>
        <translation>Importer une compétence depuis un dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Import a skill from a zip file</source>
        <translation>Importer une compétence depuis un fichier zip</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334"/>
        <source>Delete skill</source>
        <translation>Supprimer la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="123"/>
        <source>Open the skills folder</source>
        <translation>Ouvrir le dossier des compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="132"/>
        <source>Skills left out</source>
        <translation>Compétences ignorées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="138"/>
        <source>Skills message</source>
        <translation>Message des compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="203"/>
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>Aucune compétence pour l&apos;instant&#xa0;: écrivez-en une avec Nouvelle…, ou importez-en une.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="206"/>
        <source>Left out: {problem}</source>
        <translation>Ignorée&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="210"/>
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} apporte ses propres compétences&#xa0;: accordez-leur votre confiance depuis la conversation (tapez @) pour les voir ici.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>yours</source>
        <translation>personnelle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>this folder</source>
        <translation>ce dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="226"/>
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>Elle se trouve dans le dossier de travail ({path})&#xa0;: modifiez-la ou supprimez-la là-bas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="240"/>
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} se trouve dans le dossier de travail ({path})&#xa0;: modifiez-la ou supprimez-la là-bas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Saved @{name}.</source>
        <translation>@{name} enregistrée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Created @{name}.</source>
        <translation>@{name} créée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="293"/>
        <source>Deleted @{name}.</source>
        <translation>@{name} supprimée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="314"/>
        <source>Installed @{name} from {path}.</source>
        <translation>@{name} installée depuis {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="322"/>
        <source>Could not make {path}: {reason}.</source>
        <translation>Impossible de créer {path}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="327"/>
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>Impossible d&apos;ouvrir {path}&#xa0;: ouvrez-le depuis votre gestionnaire de fichiers.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="335"/>
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>Supprimer la compétence @{name} et tous les fichiers de son dossier&#xa0;?

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="344"/>
        <source>Import a skill folder</source>
        <translation>Importer un dossier de compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Zip files (*.zip)</source>
        <translation>Fichiers zip (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="92"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101"/>
        <source>Summary of the earlier conversation</source>
        <translation>Résumé des échanges précédents</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105"/>
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>Envoyé à la place de {n} messages précédents, qui restent dans la session, dans la recherche et dans les exports. Annuler les renvoie en entier.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>UrlDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="351"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>Requête du serveur MCP «&#xa0;{server}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="358"/>
        <source>“{server}” asks you to open a web page</source>
        <translation>«&#xa0;{server}&#xa0;» vous demande d&apos;ouvrir une page web</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="359"/>
        <source>Which server asks</source>
        <translation>Serveur à l&apos;origine de la demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="374"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Secure connection (https)</source>
        <translation>Connexion sécurisée (https)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Not encrypted (http)</source>
        <translation>Non chiffrée (http)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="379"/>
        <source>Scheme</source>
        <translation>Schéma</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="383"/>
        <source>The page is on</source>
        <translation>La page se trouve sur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="388"/>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="392"/>
        <source>Full address</source>
        <translation>Adresse complète</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="398"/>
        <source>Check the host before you open it. What you enter there goes to that site, not the app.</source>
        <translation>Vérifiez l&apos;hôte avant d&apos;ouvrir la page. Ce que vous y saisissez va à ce site, pas à l&apos;application.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="404"/>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="405"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="406"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="407"/>
        <source>&amp;Open in browser</source>
        <translation>&amp;Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="408"/>
        <source>Open in browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <source>your own</source>
        <translation>le vôtre</translation>
    </message>
    <message>
        <source>Web searches: {searches}.</source>
        <translation>Recherches web : {searches}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="296"/>
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="303"/>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="305"/>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="307"/>
        <source>Last {days} days</source>
        <translation>{days} derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="312"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324"/>
        <source>Tokens per day</source>
        <translation>Jetons par jour</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325"/>
        <source>No tokens used in this period</source>
        <translation>Aucun jeton utilisé sur cette période</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Read (input, with cache)</source>
        <translation>Lus (entrée, cache compris)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Written (output)</source>
        <translation>Écrits (sortie)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="330"/>
        <source>The day pointed at</source>
        <translation>Le jour pointé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Cache read</source>
        <translation>Lecture cache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <source>Cache write</source>
        <translation>Écriture cache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="338"/>
        <source>Usage per model</source>
        <translation>Utilisation par modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="342"/>
        <source>Usage per session</source>
        <translation>Utilisation par session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="344"/>
        <source>Double-click a session to open it</source>
        <translation>Double-cliquez sur une session pour l&apos;ouvrir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>By &amp;model</source>
        <translation>Par &amp;modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <source>By s&amp;ession</source>
        <translation>Par &amp;session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="352"/>
        <source>About the prices</source>
        <translation>À propos des prix</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="359"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364"/>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="365"/>
        <source>Export as CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="369"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="385"/>
        <source>Reading the history…</source>
        <translation>Lecture de l&apos;historique…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="406"/>
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} jetons · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="410"/>
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{tokens} jetons en {messages} messages</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="428"/>
        <source>no cost</source>
        <translation>aucun coût</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="430"/>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="432"/>
        <source>unknown price</source>
        <translation>prix inconnu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="434"/>
        <source>{cost} + unknown</source>
        <translation>{cost} + inconnu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="447"/>
        <source>{day} · nothing used</source>
        <translation>{day} · aucune utilisation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="450"/>
        <source>read {tokens}</source>
        <translation>lus {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="452"/>
        <source>read {tokens} (cache {cached})</source>
        <translation>lus {tokens} (cache {cached})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="455"/>
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · écrits {written} · messages {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467"/>
        <source>{days} days, no tokens used</source>
        <translation>{days} jours, aucun jeton utilisé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="468"/>
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} jours, {tokens} jetons&#xa0;; maximum le {day} ({most})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="480"/>
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>Pointez un jour (ou utilisez les flèches) pour voir ses chiffres.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="486"/>
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>Coûts en dollars US d&apos;après la grille tarifaire du {date}&#xa0;; les prix changent, ce sont donc des estimations.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="490"/>
        <source>No price table could be read, so no costs are shown.</source>
        <translation>Aucune grille tarifaire n&apos;a pu être lue, aucun coût n&apos;est donc affiché.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="492"/>
        <source>Your prices from {file} are used over it.</source>
        <translation>Vos prix de {file} ont la priorité sur elle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="496"/>
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>Les modèles exécutés sur cet ordinateur sont locaux et gratuits&#xa0;; les autres sans prix connu ne sont pas comptés.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="502"/>
        <source>To correct a price or add a model, write {file} in the form of the app&apos;s price table.</source>
        <translation>Pour corriger un prix ou ajouter un modèle, écrivez {file} au format de la grille tarifaire de l&apos;application.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="513"/>
        <source>(model not recorded)</source>
        <translation>(modèle non enregistré)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="515"/>
        <source>Priced as {entry}</source>
        <translation>Tarifé comme {entry}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="526"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>Export usage as CSV</source>
        <translation>Exporter l&apos;utilisation en CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="562"/>
        <source>Could not save {file}: {why}</source>
        <translation>Impossible d&apos;enregistrer {file}&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="565"/>
        <source>Saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98"/>
        <source>Welcome to Desktop Agent</source>
        <translation>Bienvenue dans Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bienvenue dans Desktop Agent&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>Discutez avec un modèle de langage qui peut lire et modifier des fichiers dans un dossier de votre choix, en vous demandant votre accord avant toute action qui modifie votre ordinateur. D&apos;abord, choisissez où s&apos;exécute le modèle&#xa0;: sur cet ordinateur, ou chez un fournisseur cloud avec votre clé API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111"/>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="182"/>
        <source>Looking for model servers on this computer…</source>
        <translation>Recherche de serveurs de modèles sur cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115"/>
        <source>Local model servers</source>
        <translation>Serveurs de modèles locaux</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116"/>
        <source>Search again</source>
        <translation>Rechercher à nouveau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117"/>
        <source>Search again for local model servers</source>
        <translation>Rechercher à nouveau des serveurs de modèles locaux</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127"/>
        <source>Or a cloud provider</source>
        <translation>Ou un fournisseur cloud</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130"/>
        <source>Cloud provider</source>
        <translation>Fournisseur cloud</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135"/>
        <source>Save key and start</source>
        <translation>Enregistrer la clé et démarrer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Fournisseur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation>La clé est stockée dans le trousseau de votre système, jamais dans un fichier.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149"/>
        <source>Welcome message</source>
        <translation>Message de bienvenue</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="151"/>
        <source>Set up later</source>
        <translation>Configurer plus tard</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>Aucun serveur de modèles trouvé sur cet ordinateur (Ollama, LM Studio, serveur llama.cpp). Démarrez-en un, puis relancez la recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197"/>
        <source>Found on this computer:</source>
        <translation>Trouvé sur cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209"/>
        <source>{label} found on {address} with one model</source>
        <translation>{label} trouvé sur {address} avec un modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211"/>
        <source>{label} found on {address} with {count} models</source>
        <translation>{label} trouvé sur {address} avec {count} modèles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216"/>
        <source>Use it</source>
        <translation>L&apos;utiliser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218"/>
        <source>Use {label} on {address}</source>
        <translation>Utiliser {label} sur {address}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>Impossible d&apos;enregistrer les paramètres dans {path}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, at a cloud provider with your API key, or on a server of your own.</source>
        <translation>Discutez avec un modèle de langage qui peut lire et modifier les fichiers d&apos;un dossier de votre choix, en vous demandant avant tout changement sur votre ordinateur. D&apos;abord, choisissez où le modèle s&apos;exécute : sur cet ordinateur, chez un fournisseur cloud avec votre clé d&apos;API, ou sur un serveur à vous.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="234"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Still starting…</source>
        <translation>Démarrage en cours…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Try again in a moment.</source>
        <translation>Réessayez dans un instant.</translation>
    </message>
</context>
<context>
    <name>WebSearchPage</name>
    <message>
        <source>The model can search the web and then open the pages it found. Web search is off by default: nothing you ask is sent to a search service until you choose one here. There is no free service without a key that allows this, so choose your own SearXNG or a service with a key.</source>
        <translation>Le modèle peut chercher sur le web puis ouvrir les pages trouvées. La recherche web est désactivée par défaut : rien de ce que vous demandez n&apos;est envoyé à un service de recherche tant que vous n&apos;en choisissez pas un ici. Aucun service gratuit sans clé ne le permet : choisissez votre propre SearXNG ou un service avec une clé.</translation>
    </message>
    <message>
        <source>Web search service</source>
        <translation>Service de recherche web</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>SearXNG (your own, no key)</source>
        <translation>SearXNG (le vôtre, sans clé)</translation>
    </message>
    <message>
        <source>{service} (API key)</source>
        <translation>{service} (clé API)</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>Adresse de SearXNG</translation>
    </message>
    <message>
        <source>Results per search</source>
        <translation>Résultats par recherche</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>État de la clé API</translation>
    </message>
    <message>
        <source>What leaves this computer</source>
        <translation>Ce qui quitte cet ordinateur</translation>
    </message>
    <message>
        <source>Search with:</source>
        <translation>Rechercher avec :</translation>
    </message>
    <message>
        <source>SearXNG address:</source>
        <translation>Adresse de SearXNG :</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>Clé API :</translation>
    </message>
    <message>
        <source>Results per search:</source>
        <translation>Résultats par recherche :</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Off: the model is not offered web search, and no query leaves this computer.</source>
        <translation>Désactivée : le modèle ne dispose pas de la recherche web et aucune requête ne quitte cet ordinateur.</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>(pas encore d&apos;adresse)</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query to your SearXNG at {address}, which asks the search engines it is set up to use. Each search asks you first, unless a rule allows it.</source>
        <translation>Chaque recherche envoie la requête du modèle à votre SearXNG à {address}, qui interroge les moteurs de recherche qu&apos;il est configuré pour utiliser. Chaque recherche vous demande d&apos;abord, sauf si une règle l&apos;autorise.</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query and your API key to {service} ({host}), which may charge for it. Each search asks you first, unless a rule allows it.</source>
        <translation>Chaque recherche envoie la requête du modèle et votre clé API à {service} ({host}), qui peut la facturer. Chaque recherche vous demande d&apos;abord, sauf si une règle l&apos;autorise.</translation>
    </message>
    <message>
        <source>Enter your SearXNG&apos;s address, e.g. http://localhost:8888.</source>
        <translation>Saisissez l&apos;adresse de votre SearXNG, par ex. http://localhost:8888.</translation>
    </message>
    <message>
        <source>Enter a full address starting with http:// or https://.</source>
        <translation>Saisissez une adresse complète commençant par http:// ou https://.</translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <source>Cited source</source>
        <translation>Source citée</translation>
    </message>
    <message>
        <source>Where the passage is</source>
        <translation>Où se trouve le passage</translation>
    </message>
    <message>
        <source>Cited passage</source>
        <translation>Passage cité</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>Ouvrir la page</translation>
    </message>
    <message>
        <source>Open at page {n}</source>
        <translation>Ouvrir à la page {n}</translation>
    </message>
    <message>
        <source>Open the document</source>
        <translation>Ouvrir le document</translation>
    </message>
    <message>
        <source>The file has changed or is gone: this is the passage as the model was given it.</source>
        <translation>Le fichier a changé ou n’existe plus : voici le passage tel que le modèle l’a reçu.</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path} n’existe plus.</translation>
    </message>
</context>
<context>
    <name>KnowledgeButton</name>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de connaissances</translation>
    </message>
    <message>
        <source>No knowledge bases yet</source>
        <translation>Aucune base de connaissances pour l’instant</translation>
    </message>
    <message>
        <source>Manage knowledge bases…</source>
        <translation>Gérer les bases de connaissances…</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>Connaissances</translation>
    </message>
    <message>
        <source>Let the model search your documents: tick the knowledge bases this session uses</source>
        <translation>Laissez le modèle chercher dans vos documents : cochez les bases de connaissances de cette session</translation>
    </message>
    <message>
        <source>Knowledge: {names}</source>
        <translation>Connaissances : {names}</translation>
    </message>
    <message>
        <source>This session searches {names}; the answers cite the passages they use</source>
        <translation>Cette session cherche dans {names} ; les réponses citent les passages utilisés</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Indexed</source>
        <translation>Indexé</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Ignoré</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Indexing {done} of {total}</source>
        <translation>Indexation {done} sur {total}</translation>
    </message>
    <message>
        <source>Paused at {done} of {total}</source>
        <translation>En pause à {done} sur {total}</translation>
    </message>
    <message>
        <source>Indexing stopped</source>
        <translation>Indexation arrêtée</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>À jour</translation>
    </message>
    <message>
        <source>Indexing progress of {name}</source>
        <translation>Progression de l’indexation de {name}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Passages: {count}</source>
        <translation>Passages : {count}</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de connaissances</translation>
    </message>
    <message>
        <source>Name of a new base</source>
        <translation>Nom d’une nouvelle base</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the knowledge base</source>
        <translation>Supprimer la base de connaissances</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Sources</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>Ajouter un &amp;dossier…</translation>
    </message>
    <message>
        <source>Add fi&amp;les…</source>
        <translation>Ajouter des &amp;fichiers…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Re&amp;tirer</translation>
    </message>
    <message>
        <source>Remove the source</source>
        <translation>Retirer la source</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progression de l’indexation</translation>
    </message>
    <message>
        <source>Re-&amp;index</source>
        <translation>Ré&amp;indexer</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Add the best passages before the first step (automatic retrieval)</source>
        <translation>Ajouter les meilleurs passages avant la première étape (récupération automatique)</translation>
    </message>
    <message>
        <source>Before the model answers, the passages of this base that best match the message are added to it. Without this, the model searches the base when it decides to.</source>
        <translation>Avant que le modèle réponde, les passages de cette base qui correspondent le mieux au message y sont ajoutés. Sans cela, le modèle cherche dans la base quand il le décide.</translation>
    </message>
    <message>
        <source>Show files</source>
        <translation>Afficher les fichiers</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Tous les fichiers</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Knowledge message</source>
        <translation>Message des connaissances</translation>
    </message>
    <message>
        <source>A knowledge base is a set of folders and files the model can search: Markdown, text, code, PDF, HTML and Word documents. Name one on the left and press Create, then add folders or files to it.</source>
        <translation>Une base de connaissances est un ensemble de dossiers et de fichiers dans lesquels le modèle peut chercher : Markdown, texte, code, PDF, HTML et documents Word. Nommez-en une à gauche, appuyez sur Créer, puis ajoutez-y des dossiers ou des fichiers.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>{count} indexed</source>
        <translation>{count} indexés</translation>
    </message>
    <message>
        <source>{count} pending</source>
        <translation>{count} en attente</translation>
    </message>
    <message>
        <source>{count} failed</source>
        <translation>{count} en échec</translation>
    </message>
    <message>
        <source>{count} skipped</source>
        <translation>{count} ignorés</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>{done} fichiers sur {total}</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Rep&amp;rendre</translation>
    </message>
    <message>
        <source>Reading {path}</source>
        <translation>Lecture de {path}</translation>
    </message>
    <message>
        <source>Delete knowledge base</source>
        <translation>Supprimer la base de connaissances</translation>
    </message>
    <message>
        <source>Delete the knowledge base {name}? Its index is removed; your folders and files stay as they are.</source>
        <translation>Supprimer la base de connaissances {name} ? Son index est effacé ; vos dossiers et fichiers restent tels quels.</translation>
    </message>
    <message>
        <source>Add a folder</source>
        <translation>Ajouter un dossier</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>Ajouter des fichiers</translation>
    </message>
    <message>
        <source>A secrets file: never indexed</source>
        <translation>Un fichier de secrets : jamais indexé</translation>
    </message>
    <message>
        <source>{kind} files are not indexed</source>
        <translation>Les fichiers {kind} ne sont pas indexés</translation>
    </message>
    <message>
        <source>Files without a suffix are not indexed</source>
        <translation>Les fichiers sans extension ne sont pas indexés</translation>
    </message>
    <message>
        <source>Larger than {size} MB, the most a {kind} file may be</source>
        <translation>Plus de {size} Mo, le maximum pour un fichier {kind}</translation>
    </message>
    <message>
        <source>Not a readable PDF ({detail})</source>
        <translation>PDF illisible ({detail})</translation>
    </message>
    <message>
        <source>The PDF is encrypted</source>
        <translation>Le PDF est chiffré</translation>
    </message>
    <message>
        <source>Binary content (a NUL byte), not text</source>
        <translation>Contenu binaire (un octet NUL), pas du texte</translation>
    </message>
    <message>
        <source>Not a readable DOCX ({detail})</source>
        <translation>DOCX illisible ({detail})</translation>
    </message>
    <message>
        <source>Its text is larger than {size} MB once unzipped</source>
        <translation>Une fois décompressé, son texte dépasse {size} Mo</translation>
    </message>
    <message>
        <source>Reading it crashed the indexing process (exit code {code})</source>
        <translation>Sa lecture a fait planter le processus d’indexation (code de sortie {code})</translation>
    </message>
    <message>
        <source>Reading it made no progress for {seconds} s, so it was stopped</source>
        <translation>Sa lecture n’a pas progressé pendant {seconds} s : elle a été arrêtée</translation>
    </message>
    <message>
        <source>Not indexed yet: press Re-index.</source>
        <translation>Pas encore indexée : appuyez sur « Réindexer ».</translation>
    </message>
</context>
<context>
    <name>MemoryCards</name>
    <message>
        <source>Remember this in future conversations?</source>
        <translation>Retenir ceci pour les prochaines conversations ?</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Kept in your words</source>
        <translation>Gardé avec vos mots</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gardé</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Dropped: not remembered</source>
        <translation>Abandonné : pas retenu</translation>
    </message>
    <message>
        <source>Removed on the Memory page</source>
        <translation>Supprimé dans la page Mémoire</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>Modifier le souvenir</translation>
    </message>
    <message>
        <source>Remember, in your words:</source>
        <translation>À retenir, avec vos mots :</translation>
    </message>
    <message>
        <source>Remember this in future conversations of the project “{name}”?</source>
        <translation>Retenir ceci pour les prochaines conversations du projet « {name} » ?</translation>
    </message>
    <message>
        <source>{kept}, in the project “{name}”</source>
        <translation>{kept}, dans le projet « {name} »</translation>
    </message>
</context>
<context>
    <name>MemoryDialog</name>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>De courts faits donnés à l'agent avec chaque nouveau message. Rien n'est ajouté sans vous : quand le modèle en propose un, vous le gardez, le modifiez ou l'abandonnez dans la conversation.</translation>
    </message>
    <message>
        <source>Search memories</source>
        <translation>Rechercher dans les souvenirs</translation>
    </message>
    <message>
        <source>Memories</source>
        <translation>Souvenirs</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Dernière utilisation</translation>
    </message>
    <message>
        <source>Open the conversation</source>
        <translation>Ouvrir la conversation</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Written by you</source>
        <translation>Écrit par vous</translation>
    </message>
    <message>
        <source>A conversation (edited by you)</source>
        <translation>Une conversation (modifié par vous)</translation>
    </message>
    <message>
        <source>A conversation</source>
        <translation>Une conversation</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Pas encore</translation>
    </message>
    <message>
        <source>Written by you.</source>
        <translation>Écrit par vous.</translation>
    </message>
    <message>
        <source>Learnt in a conversation…</source>
        <translation>Appris dans une conversation…</translation>
    </message>
    <message>
        <source>Learnt when you wrote: “{text}”</source>
        <translation>Appris quand vous avez écrit : « {text} »</translation>
    </message>
    <message>
        <source>Learnt in a conversation that is no longer in the history.</source>
        <translation>Appris dans une conversation qui n'est plus dans l'historique.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>Le fait, en une phrase :</translation>
    </message>
    <message>
        <source>Add a memory</source>
        <translation>Ajouter un souvenir</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>Modifier le souvenir</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>Ajouté.</translation>
    </message>
    <message>
        <source>Changed.</source>
        <translation>Modifié.</translation>
    </message>
    <message>
        <source>Removed “{text}”.</source>
        <translation>« {text} » supprimé.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message: everywhere, or only in one project&apos;s chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>De courts faits donnés à l&apos;agent avec chaque nouveau message : partout, ou seulement dans les conversations d&apos;un projet. Rien n&apos;est ajouté sans vous : quand le modèle en propose un, vous le gardez, le modifiez ou l&apos;abandonnez dans la conversation.</translation>
    </message>
    <message>
        <source>Show memories that apply</source>
        <translation>Afficher les souvenirs qui s&apos;appliquent à</translation>
    </message>
    <message>
        <source>Applies</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>All memories</source>
        <translation>Tous les souvenirs</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Projet : {name}</translation>
    </message>
    <message>
        <source>A project</source>
        <translation>Un projet</translation>
    </message>
</context>
<context>
    <name>MemoryEditor</name>
    <message>
        <source>The memory</source>
        <translation>Le souvenir</translation>
    </message>
    <message>
        <source>Where it applies</source>
        <translation>Où il s&apos;applique</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>Projet : {name}</translation>
    </message>
    <message>
        <source>Everywhere: every chat is given it. A project: only that project&apos;s chats.</source>
        <translation>Partout : chaque conversation le reçoit. Un projet : seulement les conversations de ce projet.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>Le fait, en une phrase :</translation>
    </message>
    <message>
        <source>Applies:</source>
        <translation>Portée :</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Edit project</source>
        <translation>Modifier le projet</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>Nouveau projet</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>Nom du projet</translation>
    </message>
    <message>
        <source>e.g. Thesis, Website, Taxes 2026</source>
        <translation>p. ex. Thèse, Site web, Impôts 2026</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <source>The app&apos;s default folder</source>
        <translation>Dossier par défaut de l&apos;application</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>Choisir le dossier de travail</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>Instructions du projet</translation>
    </message>
    <message>
        <source>What every chat of this project should know or do, e.g. “Answer in British English.”</source>
        <translation>Ce que chaque conversation de ce projet doit savoir ou faire, p. ex. « Réponds en anglais britannique. »</translation>
    </message>
    <message>
        <source>The app&apos;s default</source>
        <translation>Par défaut de l&apos;application</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>Modèle par défaut</translation>
    </message>
    <message>
        <source>provider/model — pick one or type any model id</source>
        <translation>fournisseur/modèle — choisissez-en un ou saisissez un ID de modèle</translation>
    </message>
    <message>
        <source>Default profile</source>
        <translation>Profil par défaut</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>Bases de connaissances</translation>
    </message>
    <message>
        <source>No knowledge bases yet (File › Knowledge bases…).</source>
        <translation>Aucune base de connaissances pour l&apos;instant (Fichier › Bases de connaissances…).</translation>
    </message>
    <message>
        <source>Every enabled server</source>
        <translation>Tous les serveurs activés</translation>
    </message>
    <message>
        <source>Only the ones ticked</source>
        <translation>Seulement ceux qui sont cochés</translation>
    </message>
    <message>
        <source>{name} (turned off in Settings)</source>
        <translation>{name} (désactivé dans les Paramètres)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <source>No MCP servers yet (Settings › MCP servers).</source>
        <translation>Aucun serveur MCP pour l&apos;instant (Paramètres › Serveurs MCP).</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>Dossier de travail :</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>Instructions :</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modèle :</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil :</translation>
    </message>
    <message>
        <source>Knowledge:</source>
        <translation>Connaissances :</translation>
    </message>
    <message>
        <source>MCP servers:</source>
        <translation>Serveurs MCP :</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>Ce qui n&apos;a pas fonctionné</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Create project</source>
        <translation>Créer le projet</translation>
    </message>
    <message>
        <source>Choose the project&apos;s workspace folder</source>
        <translation>Choisir le dossier de travail du projet</translation>
    </message>
    <message>
        <source>The project could not be saved. The log has the details.</source>
        <translation>Le projet n&apos;a pas pu être enregistré. Le journal donne les détails.</translation>
    </message>
</context>
<context>
    <name>Projects</name>
    <message>
        <source>Delete project</source>
        <translation>Supprimer le projet</translation>
    </message>
    <message>
        <source>Delete the project “{name}”?</source>
        <translation>Supprimer le projet « {name} » ?</translation>
    </message>
    <message>
        <source>It holds no chats.</source>
        <translation>Il ne contient aucune conversation.</translation>
    </message>
    <message>
        <source>Its chat stays, outside any project.</source>
        <translation>Sa conversation est conservée, hors de tout projet.</translation>
    </message>
    <message>
        <source>Its {n} chats stay, outside any project.</source>
        <translation>Ses {n} conversations sont conservées, hors de tout projet.</translation>
    </message>
    <message>
        <source>The project&apos;s instructions, settings and memories are deleted.</source>
        <translation>Les instructions, les paramètres et les souvenirs du projet sont supprimés.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Update {name}?</source>
        <translation>Mettre à jour {name} ?</translation>
    </message>
    <message>
        <source>Install {name}?</source>
        <translation>Installer {name} ?</translation>
    </message>
    <message>
        <source>{name} moves from version {old} to {new}. It ran:</source>
        <translation>{name} passe de la version {old} à la version {new}. Il exécutait :</translation>
    </message>
    <message>
        <source>It will run:</source>
        <translation>Il exécutera :</translation>
    </message>
    <message>
        <source>The server {name} will be added and connected to at this address:</source>
        <translation>Le serveur {name} sera ajouté et connecté à cette adresse :</translation>
    </message>
    <message>
        <source>The server {name} will be added and started with this command:</source>
        <translation>Le serveur {name} sera ajouté et démarré avec cette commande :</translation>
    </message>
    <message>
        <source>In its container.</source>
        <translation>Dans son conteneur.</translation>
    </message>
    <message>
        <source>In the sandbox, with the network.</source>
        <translation>Dans le bac à sable, avec accès au réseau.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>Hors du bac à sable, avec vos droits.</translation>
    </message>
    <message>
        <source>Kept in the keyring: {names}</source>
        <translation>Conservé dans le trousseau : {names}</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>Avec {values}</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Mettre à jour</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <source>What it needs</source>
        <translation>Ce dont il a besoin</translation>
    </message>
    <message>
        <source>Run it in the sandbox</source>
        <translation>L&apos;exécuter dans le bac à sable</translation>
    </message>
    <message>
        <source>With the network, so that its runner can fetch the package</source>
        <translation>Avec accès au réseau, pour que son lanceur puisse récupérer le paquet</translation>
    </message>
    <message>
        <source>Install…</source>
        <translation>Installer…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Name here</source>
        <translation>Nom dans l&apos;application</translation>
    </message>
    <message>
        <source>Choose a server to see what it runs.</source>
        <translation>Choisissez un serveur pour voir ce qu&apos;il exécute.</translation>
    </message>
    <message>
        <source>version {v}</source>
        <translation>version {v}</translation>
    </message>
    <message>
        <source>published by {who}</source>
        <translation>publié par {who}</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>rien à exécuter</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>distant</translation>
    </message>
    <message>
        <source>not remote</source>
        <translation>non distant</translation>
    </message>
    <message>
        <source>status: {s}</source>
        <translation>statut : {s}</translation>
    </message>
    <message>
        <source>Installed here as {name} (version {v}).</source>
        <translation>Installé ici sous le nom {name} (version {v}).</translation>
    </message>
    <message>
        <source>Update to {v}…</source>
        <translation>Mettre à jour vers {v}…</translation>
    </message>
    <message>
        <source>What it connects to</source>
        <translation>Ce à quoi il se connecte</translation>
    </message>
    <message>
        <source>What it runs</source>
        <translation>Ce qu&apos;il exécute</translation>
    </message>
    <message>
        <source>A remote server over streamable HTTP.</source>
        <translation>Un serveur distant en HTTP streamable.</translation>
    </message>
    <message>
        <source>In its container, not in the app&apos;s sandbox.</source>
        <translation>Dans son conteneur, pas dans le bac à sable de l&apos;application.</translation>
    </message>
    <message>
        <source>In the sandbox: its folder, a private /tmp, the network.</source>
        <translation>Dans le bac à sable : son dossier, un /tmp privé, le réseau.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>Hors du bac à sable, avec vos droits.</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>Avec {values}</translation>
    </message>
    <message>
        <source>secret: kept in the keyring</source>
        <translation>secret : conservé dans le trousseau</translation>
    </message>
    <message>
        <source>kept: leave empty to keep it</source>
        <translation>conservé : laissez vide pour le garder</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>On Wayland only the desktop may give global shortcuts (its GlobalShortcuts portal), and Desktop Agent does not use it yet: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Sous Wayland, seul le bureau peut fournir des raccourcis globaux (via son GlobalShortcuts portal), et Desktop Agent ne l&apos;utilise pas encore : le raccourci est sans effet ici. Question rapide se trouve dans le menu de la zone de notification.</translation>
    </message>
    <message>
        <source>This desktop offers no global shortcuts: Quick ask is in the tray&apos;s menu.</source>
        <translation>Ce bureau ne propose pas de raccourcis globaux : Question rapide se trouve dans le menu de la zone de notification.</translation>
    </message>
    <message>
        <source>“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.</source>
        <translation>« {text} » n&apos;est pas un raccourci : saisissez des touches de modification et une touche, comme Ctrl+Alt+Space.</translation>
    </message>
    <message>
        <source>The shortcut could not be set up: {error}</source>
        <translation>Impossible de configurer le raccourci : {error}</translation>
    </message>
    <message>
        <source>Another application already uses this shortcut: choose another.</source>
        <translation>Une autre application utilise déjà ce raccourci : choisissez-en un autre.</translation>
    </message>
    <message>
        <source>The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Le raccourci a besoin de la bibliothèque X11 (libX11), qui n’a pas pu être chargée : ici, le raccourci ne fait rien. La question rapide est dans le menu de la zone de notification.</translation>
    </message>
    <message>
        <source>On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Sous Wayland, seul le bureau peut fournir des raccourcis globaux, via son portail GlobalShortcuts, et ce bureau ne le propose pas : le raccourci est sans effet ici. Question rapide se trouve dans le menu de la zone de notification.</translation>
    </message>
    <message>
        <source>The desktop did not give Quick ask its shortcut (refused or cancelled): set the shortcut again to be asked again. Quick ask is in the tray&apos;s menu.</source>
        <translation>Le bureau n&apos;a pas attribué son raccourci à Question rapide (refusé ou annulé) : définissez à nouveau le raccourci pour que la question vous soit reposée. Question rapide se trouve dans le menu de la zone de notification.</translation>
    </message>
    <message>
        <source>Open Desktop Agent&apos;s Quick ask</source>
        <translation>Ouvrir Question rapide de Desktop Agent</translation>
    </message>
    <message>
        <source>The desktop took Quick ask&apos;s shortcut without a key: give it one in the desktop&apos;s keyboard settings.</source>
        <translation>Le bureau a accepté le raccourci de Question rapide sans touche : attribuez-lui-en une dans les paramètres du clavier du bureau.</translation>
    </message>
    <message>
        <source>The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the desktop&apos;s keyboard settings.</source>
        <translation>Le bureau a attribué à Question rapide le raccourci {chosen} au lieu de {asked} : modifiez-le dans les paramètres du clavier du bureau.</translation>
    </message>
    <message>
        <source>The desktop ended Quick ask&apos;s shortcut: set the shortcut again to take it back.</source>
        <translation>Le bureau a retiré le raccourci de Question rapide : définissez à nouveau le raccourci pour le récupérer.</translation>
    </message>
</context>
<context>
    <name>McpBrowsePage</name>
    <message>
        <source>Search the registry by name</source>
        <translation>Rechercher dans le registre par nom</translation>
    </message>
    <message>
        <source>The MCP Registry to search (saved with OK or Apply)</source>
        <translation>Le registre MCP dans lequel chercher (enregistré avec OK ou Appliquer)</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>Plus…</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Registre</translation>
    </message>
    <message>
        <source>The registry address must be an http(s):// address.</source>
        <translation>L&apos;adresse du registre doit être une adresse http(s)://.</translation>
    </message>
    <message>
        <source>Asking the registry…</source>
        <translation>Interrogation du registre…</translation>
    </message>
    <message>
        <source>No server in this registry has “{q}” in its name.</source>
        <translation>Aucun serveur de ce registre n&apos;a « {q} » dans son nom.</translation>
    </message>
    <message>
        <source>This registry lists no servers.</source>
        <translation>Ce registre ne répertorie aucun serveur.</translation>
    </message>
    <message>
        <source>Fill in {names} first: the server needs it.</source>
        <translation>Renseignez d&apos;abord {names} : le serveur en a besoin.</translation>
    </message>
    <message>
        <source>Installing {name}…</source>
        <translation>Installation de {name}…</translation>
    </message>
    <message>
        <source>Installed {name}.</source>
        <translation>{name} installé.</translation>
    </message>
    <message>
        <source>Updated {name}.</source>
        <translation>{name} mis à jour.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name} supprimé.</translation>
    </message>
    <message>
        <source>Could not save the MCP server file: {reason}.</source>
        <translation>Impossible d&apos;enregistrer le fichier des serveurs MCP : {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong; the details are in the log.</source>
        <translation>Un problème est survenu ; les détails sont dans le journal.</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <source>Quick ask</source>
        <translation>Question rapide</translation>
    </message>
    <message>
        <source>Ask anything — Enter sends, Esc hides</source>
        <translation>Demandez ce que vous voulez — Enter envoie, Esc masque</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Question asked</source>
        <translation>Question posée</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Open in window</source>
        <translation>Ouvrir dans la fenêtre</translation>
    </message>
    <message>
        <source>Go on with this conversation in the main window</source>
        <translation>Poursuivre cette conversation dans la fenêtre principale</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>Envoi de la question…</translation>
    </message>
    <message>
        <source>Ask another question — Enter sends, Esc hides</source>
        <translation>Posez une autre question — Enter envoie, Esc masque</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>Rédaction…</translation>
    </message>
    <message>
        <source>Waiting for your answer in the main window</source>
        <translation>En attente de votre réponse dans la fenêtre principale</translation>
    </message>
    <message>
        <source>Using {tool}…</source>
        <translation>Utilisation de {tool}…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Done, without an answer in words</source>
        <translation>Terminé, sans réponse écrite</translation>
    </message>
</context>
<context>
    <name>SchedulesDialog</name>
    <message>
        <source>Schedules</source>
        <translation>Tâches planifiées</translation>
    </message>
    <message>
        <source>Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a call the job&apos;s rules do not allow is refused and the run goes on without it. Each run is a session in your history.</source>
        <translation>Les tâches planifiées exécutent un prompt selon leur planification, même quand la fenêtre est fermée. Rien n&apos;est demandé à personne : un appel que les règles de la tâche n&apos;autorisent pas est refusé et l&apos;exécution continue sans lui. Chaque exécution est une session de votre historique.</translation>
    </message>
    <message>
        <source>Scheduled jobs</source>
        <translation>Tâches planifiées</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>Prochaine exécution</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>Dernière exécution</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activée</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>Exécuter maintenant</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>Exécutions de la tâche sélectionnée</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Said</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Refusés</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Double-click a run to open its session.</source>
        <translation>Double-cliquez sur une exécution pour ouvrir sa session.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>{text} — cron {cron}, this computer&apos;s time</source>
        <translation>{text} — cron {cron}, heure de cet ordinateur</translation>
    </message>
    <message>
        <source>Runs on its schedule when checked</source>
        <translation>Cochée, la tâche s&apos;exécute selon sa planification</translation>
    </message>
    <message>
        <source>Runs of {name}</source>
        <translation>Exécutions de {name}</translation>
    </message>
    <message>
        <source>Run by hand</source>
        <translation>Exécutée manuellement</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>Pas encore exécutée</translation>
    </message>
    <message>
        <source>Registered as: {where}</source>
        <translation>Enregistrée en tant que : {where}</translation>
    </message>
    <message>
        <source>That run has no session.</source>
        <translation>Cette exécution n&apos;a pas de session.</translation>
    </message>
    <message>
        <source>{name} runs on its schedule.</source>
        <translation>{name} s&apos;exécute selon sa planification.</translation>
    </message>
    <message>
        <source>{name} is off.</source>
        <translation>{name} est désactivée.</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>Ajouter une tâche planifiée</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Modifier {name}</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>Tâche {name} enregistrée.</translation>
    </message>
    <message>
        <source>Remove the job?</source>
        <translation>Supprimer la tâche ?</translation>
    </message>
    <message>
        <source>Remove {name}? It will not run again; the sessions of its runs stay in your history.</source>
        <translation>Supprimer {name} ? Elle ne s&apos;exécutera plus ; les sessions de ses exécutions restent dans votre historique.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>Tâche {name} supprimée.</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>Exécution de {name}…</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name} : {outcome}</translation>
    </message>
    <message>
        <source>Re-run with these approved…</source>
        <translation>Relancer avec ceux-ci approuvés…</translation>
    </message>
    <message>
        <source>Run the job once more, allowing exactly the calls the selected run refused</source>
        <translation>Exécuter la tâche une fois de plus en autorisant exactement les appels que l&apos;exécution choisie a refusés</translation>
    </message>
    <message>
        <source>That job is no longer scheduled.</source>
        <translation>Cette tâche n&apos;est plus planifiée.</translation>
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
        <translation>Nouvelle session</translation>
    </message>
    <message>
        <source>{title} — waiting for your approval</source>
        <translation>{title} — en attente de votre approbation</translation>
    </message>
    <message>
        <source>{title} — answering…</source>
        <translation>{title} — réponse en cours…</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <source>Quick ask</source>
        <translation>Question rapide</translation>
    </message>
    <message>
        <source>Quick ask ({shortcut})</source>
        <translation>Question rapide ({shortcut})</translation>
    </message>
    <message>
        <source>Show Desktop Agent</source>
        <translation>Afficher Desktop Agent</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Desktop Agent keeps working in the tray.</source>
        <translation>Desktop Agent continue de fonctionner dans la zone de notification.</translation>
    </message>
    <message>
        <source>Quit from the tray&apos;s menu.</source>
        <translation>Pour quitter, utilisez le menu de la zone de notification.</translation>
    </message>
    <message>
        <source>An answer is still being written.</source>
        <translation>Une réponse est encore en cours d&apos;écriture.</translation>
    </message>
    <message>
        <source>{n} answers are still being written.</source>
        <translation>{n} réponses sont encore en cours d&apos;écriture.</translation>
    </message>
    <message>
        <source>Runs are scheduled.</source>
        <translation>Des exécutions sont planifiées.</translation>
    </message>
    <message>
        <source>Keep running in the tray?</source>
        <translation>Continuer dans la zone de notification ?</translation>
    </message>
    <message>
        <source>Desktop Agent can go on in the tray and tell you when it is done. You can change this in Settings › Appearance.</source>
        <translation>Desktop Agent peut continuer dans la zone de notification et vous prévenir quand il a terminé. Vous pouvez modifier ce choix dans Paramètres › Apparence.</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>Continuer dans la zone de notification</translation>
    </message>
    <message>
        <source>Approval waiting</source>
        <translation>Approbation en attente</translation>
    </message>
    <message>
        <source>{title}: {tool} waits for your approval.</source>
        <translation>{title} : {tool} attend votre approbation.</translation>
    </message>
    <message>
        <source>Answer ready</source>
        <translation>Réponse prête</translation>
    </message>
    <message>
        <source>Answer stopped</source>
        <translation>Réponse arrêtée</translation>
    </message>
    <message>
        <source>{name} — next {when}</source>
        <translation>{name} — prochaine {when}</translation>
    </message>
    <message>
        <source>Schedules…</source>
        <translation>Planifications…</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Read {path}</source>
        <translation>Lire {path}</translation>
    </message>
    <message>
        <source>Write {path}</source>
        <translation>Écrire {path}</translation>
    </message>
    <message>
        <source>Edit {path}</source>
        <translation>Modifier {path}</translation>
    </message>
    <message>
        <source>Delete {path}</source>
        <translation>Supprimer {path}</translation>
    </message>
    <message>
        <source>Run `{command}`</source>
        <translation>Exécuter `{command}`</translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation>l’espace de travail</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>Lister {folder}</translation>
    </message>
    <message>
        <source>Search for “{text}”</source>
        <translation>Rechercher « {text} »</translation>
    </message>
    <message>
        <source>Find files like “{text}”</source>
        <translation>Trouver les fichiers comme « {text} »</translation>
    </message>
    <message>
        <source>Read {page}</source>
        <translation>Lire {page}</translation>
    </message>
    <message>
        <source>Search the web for “{text}”</source>
        <translation>Rechercher « {text} » sur le web</translation>
    </message>
    <message>
        <source>Search “{bases}” for “{text}”</source>
        <translation>Rechercher « {text} » dans « {bases} »</translation>
    </message>
    <message>
        <source>Search the knowledge bases for “{text}”</source>
        <translation>Rechercher « {text} » dans les bases de connaissances</translation>
    </message>
    <message>
        <source>Remember “{text}”</source>
        <translation>Retenir « {text} »</translation>
    </message>
    <message>
        <source>Search past chats for “{text}”</source>
        <translation>Rechercher « {text} » dans les discussions passées</translation>
    </message>
    <message>
        <source>Ask you “{text}”</source>
        <translation>Vous demander : « {text} »</translation>
    </message>
    <message>
        <source>Use the skill “{name}”</source>
        <translation>Utiliser la compétence « {name} »</translation>
    </message>
    <message>
        <source>Update the plan</source>
        <translation>Mettre à jour le plan</translation>
    </message>
    <message>
        <source>…{n:,} more lines</source>
        <translation>…{n:,} lignes de plus</translation>
    </message>
    <message>
        <source>Use the skill “{name}” from {server}</source>
        <translation>Utiliser la compétence « {name} » de {server}</translation>
    </message>
</context>
<context>
    <name>RerunReview</name>
    <message>
        <source>Re-run with these approved?</source>
        <translation>Relancer avec ceux-ci approuvés ?</translation>
    </message>
    <message>
        <source>Run {name} now, allowing this once exactly the calls below, which its run of {when} refused. Any other call that would ask is refused as usual; the job&apos;s rules stay as they are.</source>
        <translation>Exécuter {name} maintenant en autorisant, cette fois, exactement les appels ci-dessous que son exécution de {when} a refusés. Tout autre appel qui demanderait est refusé comme d&apos;habitude ; les règles de la tâche restent inchangées.</translation>
    </message>
    <message>
        <source>Still refused (only a chat can approve them):</source>
        <translation>Toujours refusés (seule une discussion peut les approuver) :</translation>
    </message>
    <message>
        <source>The calls to allow</source>
        <translation>Les appels à autoriser</translation>
    </message>
    <message>
        <source>Run with these allowed</source>
        <translation>Exécuter avec ceux-ci autorisés</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Server address</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <source>Server address problem</source>
        <translation>Problème d&apos;adresse du serveur</translation>
    </message>
    <message>
        <source>Only if the server asks for one</source>
        <translation>Seulement si le serveur en demande une</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>The model&apos;s name, or Test to list them</source>
        <translation>Le nom du modèle, ou Tester pour les lister</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>Test the connection to the server</source>
        <translation>Tester la connexion au serveur</translation>
    </message>
    <message>
        <source>Server test result</source>
        <translation>Résultat du test du serveur</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>Utiliser ce serveur</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d&apos;API :</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <source>Or a server of your own</source>
        <translation>Ou un serveur à vous</translation>
    </message>
    <message>
        <source>My own server (OpenAI-compatible)…</source>
        <translation>Mon propre serveur (compatible OpenAI)…</translation>
    </message>
    <message>
        <source>Set up my own OpenAI-compatible server</source>
        <translation>Configurer mon propre serveur compatible OpenAI</translation>
    </message>
    <message>
        <source>vLLM, LM Studio, llama.cpp or another server that speaks OpenAI&apos;s API, at any address.</source>
        <translation>vLLM, LM Studio, llama.cpp ou un autre serveur qui parle l&apos;API d&apos;OpenAI, à n&apos;importe quelle adresse.</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>Saisissez l&apos;adresse du serveur, p. ex. http://192.168.1.20:8000/v1.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Le port doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address; put a key in API key.</source>
        <translation>Ne mettez ni nom d&apos;utilisateur ni mot de passe dans l&apos;adresse ; saisissez une clé dans Clé d&apos;API.</translation>
    </message>
    <message>
        <source>Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>Saisissez l&apos;adresse sans ? ni #, p. ex. http://192.168.1.20:8000/v1.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <source>Asking {url} for its models…</source>
        <translation>Demande de ses modèles à {url}…</translation>
    </message>
    <message>
        <source>{url} is reachable, but lists no models: type the model&apos;s name.</source>
        <translation>{url} répond, mais ne liste aucun modèle : saisissez le nom du modèle.</translation>
    </message>
    <message>
        <source>{url} is reachable with one model.</source>
        <translation>{url} répond, avec un modèle.</translation>
    </message>
    <message>
        <source>{url} is reachable with {count} models.</source>
        <translation>{url} répond, avec {count} modèles.</translation>
    </message>
    <message>
        <source>{address} refused the connection: no server listens on that port. Is it running, and listening on the network (not only on its own computer&apos;s 127.0.0.1)?</source>
        <translation>{address} a refusé la connexion : aucun serveur n&apos;écoute sur ce port. Est-il lancé, et écoute-t-il sur le réseau (pas seulement sur le 127.0.0.1 de sa propre machine) ?</translation>
    </message>
    <message>
        <source>The computer {host} is not known. Check the address for typing errors.</source>
        <translation>L&apos;ordinateur {host} est inconnu. Vérifiez l&apos;adresse.</translation>
    </message>
    <message>
        <source>{address} did not answer within {seconds} seconds. Check the address, the port and any firewall.</source>
        <translation>{address} n&apos;a pas répondu en {seconds} secondes. Vérifiez l&apos;adresse, le port et le pare-feu.</translation>
    </message>
    <message>
        <source>{address} answers, but its certificate is not trusted by this computer (self-signed?). Use http:// on a trusted network, or a certificate this computer trusts.</source>
        <translation>{address} répond, mais cet ordinateur ne fait pas confiance à son certificat (auto-signé ?). Utilisez http:// sur un réseau de confiance, ou un certificat reconnu par cet ordinateur.</translation>
    </message>
    <message>
        <source>Could not reach {address}. Check the address and the network.</source>
        <translation>Impossible de joindre {address}. Vérifiez l&apos;adresse et le réseau.</translation>
    </message>
    <message>
        <source>The server answers, but needs an API key: enter it and test again.</source>
        <translation>Le serveur répond, mais demande une clé d&apos;API : saisissez-la et testez à nouveau.</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP {status}). Check the key.</source>
        <translation>Le serveur a refusé la clé d&apos;API (HTTP {status}). Vérifiez la clé.</translation>
    </message>
    <message>
        <source>The server sends the request elsewhere ({location}). If you trust that address, enter it instead.</source>
        <translation>Le serveur renvoie la requête ailleurs ({location}). Si vous faites confiance à cette adresse, saisissez-la à la place.</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP {status}).</source>
        <translation>Le serveur a répondu par une erreur (HTTP {status}).</translation>
    </message>
    <message>
        <source>The server&apos;s answer is larger than {size} MB: not an OpenAI-compatible model list.</source>
        <translation>La réponse du serveur dépasse {size} Mo : ce n&apos;est pas une liste de modèles compatible OpenAI.</translation>
    </message>
    <message>
        <source>Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at {models}. Such addresses usually end in /v1.</source>
        <translation>Quelque chose répond à {url}, mais pas comme un serveur compatible OpenAI : il n&apos;y a pas de liste de modèles à {models}. Ces adresses se terminent d&apos;ordinaire par /v1.</translation>
    </message>
    <message>
        <source>Enter the model&apos;s name, or press Test to list the server&apos;s models.</source>
        <translation>Saisissez le nom du modèle, ou appuyez sur Tester pour lister les modèles du serveur.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>(code block)</source>
        <translation>(bloc de code)</translation>
    </message>
    <message>
        <source>(code block in {language})</source>
        <translation>(bloc de code en {language})</translation>
    </message>
    <message>
        <source>(code)</source>
        <translation>(code)</translation>
    </message>
    <message>
        <source>(a table with {rows} rows)</source>
        <translation>(un tableau de {rows} lignes)</translation>
    </message>
    <message>
        <source>(a table with one row)</source>
        <translation>(un tableau d&apos;une ligne)</translation>
    </message>
    <message>
        <source>(formula)</source>
        <translation>(formule)</translation>
    </message>
    <message>
        <source>(image)</source>
        <translation>(image)</translation>
    </message>
</context>
<context>
    <name>VoicePage</name>
    <message>
        <source>Dictation</source>
        <translation>Dictée</translation>
    </message>
    <message>
        <source>On this computer (English)</source>
        <translation>Sur cet ordinateur (anglais)</translation>
    </message>
    <message>
        <source>An endpoint (any language)</source>
        <translation>Un point de terminaison (toutes langues)</translation>
    </message>
    <message>
        <source>Endpoint provider</source>
        <translation>Fournisseur du point de terminaison</translation>
    </message>
    <message>
        <source>the default provider</source>
        <translation>le fournisseur par défaut</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>Modèle de transcription</translation>
    </message>
    <message>
        <source>Language spoken</source>
        <translation>Langue parlée</translation>
    </message>
    <message>
        <source>The window&apos;s</source>
        <translation>Celle de la fenêtre</translation>
    </message>
    <message>
        <source>Send what was dictated at once</source>
        <translation>Envoyer immédiatement le texte dicté</translation>
    </message>
    <message>
        <source>Read answers with</source>
        <translation>Lire les réponses avec</translation>
    </message>
    <message>
        <source>This computer&apos;s voices</source>
        <translation>Voix de cet ordinateur</translation>
    </message>
    <message>
        <source>The endpoint&apos;s speech</source>
        <translation>Synthèse vocale du point de terminaison</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>Voix</translation>
    </message>
    <message>
        <source>The language&apos;s first voice</source>
        <translation>Première voix de la langue</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>Modèle de synthèse vocale</translation>
    </message>
    <message>
        <source>Endpoint voice</source>
        <translation>Voix du point de terminaison</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a small speech model (Moonshine tiny, English), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) understands other languages and gets the recording. The endpoint uses a provider&apos;s address and key.</source>
        <translation>La dictée sur cet ordinateur utilise un petit modèle de reconnaissance vocale (Moonshine tiny, anglais), téléchargé une seule fois ; rien de ce que vous dites ne quitte l&apos;ordinateur. Un point de terminaison (un /audio/transcriptions compatible OpenAI, comme celui d&apos;OpenAI ou d&apos;un serveur local) comprend d&apos;autres langues et reçoit l&apos;enregistrement. Le point de terminaison utilise l&apos;adresse et la clé d&apos;un fournisseur.</translation>
    </message>
    <message>
        <source>Dictation:</source>
        <translation>Dictée :</translation>
    </message>
    <message>
        <source>Endpoint provider:</source>
        <translation>Fournisseur du point de terminaison :</translation>
    </message>
    <message>
        <source>Transcription model:</source>
        <translation>Modèle de transcription :</translation>
    </message>
    <message>
        <source>Language spoken:</source>
        <translation>Langue parlée :</translation>
    </message>
    <message>
        <source>Read answers with:</source>
        <translation>Lire les réponses avec :</translation>
    </message>
    <message>
        <source>Voice:</source>
        <translation>Voix :</translation>
    </message>
    <message>
        <source>Speech model:</source>
        <translation>Modèle de synthèse vocale :</translation>
    </message>
    <message>
        <source>Endpoint voice:</source>
        <translation>Voix du point de terminaison :</translation>
    </message>
    <message>
        <source>The speech model ({megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>Le modèle de reconnaissance vocale ({megabytes} Mo) est téléchargé lors de votre première dictée.</translation>
    </message>
    <message>
        <source>The speech model is on this computer.</source>
        <translation>Le modèle de reconnaissance vocale est présent sur cet ordinateur.</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}) is on this computer.</source>
        <translation>Le modèle vocal de cette langue ({model}) est sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}, {megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>Le modèle vocal de cette langue ({model}, {megabytes} Mo) est téléchargé la première fois que vous dictez.</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for English, Whisper base for the others), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) gets the recording instead, with a provider&apos;s address and key.</source>
        <translation>La dictée sur cet ordinateur utilise un modèle vocal choisi selon la langue (Moonshine tiny pour l&apos;anglais, Whisper base pour les autres), téléchargé une seule fois ; rien de ce que vous dites ne quitte l&apos;ordinateur. Un point d&apos;accès (un /audio/transcriptions compatible OpenAI, comme celui d&apos;OpenAI ou d&apos;un serveur local) reçoit l&apos;enregistrement à la place, avec l&apos;adresse et la clé d&apos;un fournisseur.</translation>
    </message>
</context>
<context>
    <name>UpdatesPage</name>
    <message>
        <source>Look for a new version once a day</source>
        <translation>Rechercher une nouvelle version une fois par jour</translation>
    </message>
    <message>
        <source>Update feed</source>
        <translation>Source des mises à jour</translation>
    </message>
    <message>
        <source>the project&apos;s own</source>
        <translation>celle du projet</translation>
    </message>
    <message>
        <source>Root of trust</source>
        <translation>Racine de confiance</translation>
    </message>
    <message>
        <source>the one shipped with the app</source>
        <translation>celle fournie avec l’application</translation>
    </message>
    <message>
        <source>This copy is {version}. {how}</source>
        <translation>Cette copie est la version {version}. {how}</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Vérifier maintenant</translation>
    </message>
    <message>
        <source>Updates are described by signed metadata, checked before anything is downloaded or unpacked; the new version is put beside this one and swapped in only when it is complete. Your history and settings are never touched.</source>
        <translation>Les mises à jour sont décrites par des métadonnées signées, vérifiées avant tout téléchargement ou décompression ; la nouvelle version est placée à côté de celle-ci et ne la remplace qu’une fois complète. Votre historique et vos paramètres ne sont jamais modifiés.</translation>
    </message>
    <message>
        <source>Update feed:</source>
        <translation>Source des mises à jour :</translation>
    </message>
    <message>
        <source>Root of trust:</source>
        <translation>Racine de confiance :</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, or nothing.</source>
        <translation>Indiquez une adresse http:// ou https://, ou laissez vide.</translation>
    </message>
    <message>
        <source>Looking for a new version…</source>
        <translation>Recherche d’une nouvelle version…</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available.</source>
        <translation>Desktop Agent {version} est disponible.</translation>
    </message>
    <message>
        <source>This is the newest version.</source>
        <translation>Il s’agit de la version la plus récente.</translation>
    </message>
</context>
<context>
    <name>BundleDialog</name>
    <message>
        <source>Install {name}?</source>
        <translation>Installer {name} ?</translation>
    </message>
    <message>
        <source>{title} {version}, by {author}</source>
        <translation>{title} {version}, par {author}</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>Outils : {names}</translation>
    </message>
    <message>
        <source>It will run, in the sandbox with the network:</source>
        <translation>Il s&apos;exécutera dans le bac à sable, avec accès au réseau :</translation>
    </message>
    <message>
        <source>A server called {name} exists: installing replaces it.</source>
        <translation>Un serveur nommé {name} existe déjà : l&apos;installation le remplace.</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
    <message>
        <source>several, separated by {sep}</source>
        <translation>plusieurs, séparés par {sep}</translation>
    </message>
    <message>
        <source>With {variables}</source>
        <translation>Avec {variables}</translation>
    </message>
    <message>
        <source>Could not install the bundle; the details are in the log.</source>
        <translation>Impossible d&apos;installer le bundle ; les détails sont dans le journal.</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Moonshine tiny, English</source>
        <translation>Moonshine tiny, anglais</translation>
    </message>
    <message>
        <source>Whisper base, 99 languages</source>
        <translation>Whisper base, 99 langues</translation>
    </message>
</context>
<context>
    <name>McpViews</name>
    <message>
        <source>Open link</source>
        <translation>Ouvrir le lien</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to open this address in your browser:</source>
        <translation>La vue du serveur MCP « {server} » demande d’ouvrir cette adresse dans votre navigateur :</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Send a message</source>
        <translation>Envoyer un message</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to send this message as yours:</source>
        <translation>La vue du serveur MCP « {server} » demande d’envoyer ce message en votre nom :</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Context from {server}.md</source>
        <translation>Contexte de {server}.md</translation>
    </message>
    <message>
        <source>The view&apos;s conversation is no longer shown.</source>
        <translation>La conversation de cette vue n’est plus affichée.</translation>
    </message>
    <message>
        <source>This call&apos;s view is no longer kept.</source>
        <translation>La vue de cet appel n’est plus conservée.</translation>
    </message>
    <message>
        <source>{tool} — a view of the MCP server “{server}”</source>
        <translation>{tool} — une vue du serveur MCP « {server} »</translation>
    </message>
</context>
<context>
    <name>WebEngine</name>
    <message>
        <source>This installation does not include the web engine, and it cannot be added to it: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>Cette installation n’inclut pas le moteur web, et il ne peut pas y être ajouté : installez l’application depuis son paquet Python avec l’extra apps (pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
    <message>
        <source>The Python environment the app runs in has no pip, so the web engine cannot be added from here: install PySide6-Addons {version} into it.</source>
        <translation>L’environnement Python de l’application n’a pas pip, le moteur web ne peut donc pas être ajouté d’ici : installez-y PySide6-Addons {version}.</translation>
    </message>
    <message>
        <source>This build of the app cannot add the web engine on this system: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>Cette version de l’application ne peut pas ajouter le moteur web sur ce système : installez l’application depuis son paquet Python avec l’extra « apps » (pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
</context>
<context>
    <name>WebEngineRow</name>
    <message>
        <source>MCP Apps&apos; views</source>
        <translation>Vues des MCP Apps</translation>
    </message>
    <message>
        <source>Add the web engine…</source>
        <translation>Ajouter le moteur web…</translation>
    </message>
    <message>
        <source>Add the web engine</source>
        <translation>Ajouter le moteur web</translation>
    </message>
    <message>
        <source>What adding the web engine printed</source>
        <translation>Ce qu’a affiché l’ajout du moteur web</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are shown in their tool cards (web engine {version}).</source>
        <translation>Les vues des MCP Apps s’affichent dans leurs cartes d’outil (moteur web {version}).</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views need the web engine, which is not installed (about {size} MB to download): until then, a tool with a view shows its text result.</source>
        <translation>Les vues des MCP Apps ont besoin du moteur web, qui n’est pas installé (environ {size} Mo à télécharger) : d’ici là, un outil avec une vue affiche son résultat texte.</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are not shown: tools with a view show their text results.</source>
        <translation>Les vues des MCP Apps ne sont pas affichées : les outils avec une vue affichent leurs résultats texte.</translation>
    </message>
    <message>
        <source>This runs the command below, which downloads about {size} MB and adds it to the app:</source>
        <translation>Ceci exécute la commande ci-dessous, qui télécharge environ {size} Mo et les ajoute à l’application :</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Adding the web engine… (about {size} MB)</source>
        <translation>Ajout du moteur web… (environ {size} Mo)</translation>
    </message>
    <message>
        <source>Done: the next views show in their tool cards.</source>
        <translation>Terminé : les prochaines vues s’affichent dans leurs cartes d’outil.</translation>
    </message>
    <message>
        <source>Downloading the web engine</source>
        <translation>Téléchargement du moteur web</translation>
    </message>
    <message>
        <source>%p% of {size} MB</source>
        <translation>%p% sur {size} Mo</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop downloading the web engine</source>
        <translation>Arrêter le téléchargement du moteur web</translation>
    </message>
    <message>
        <source>This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept in {folder}.</source>
        <translation>Ceci télécharge {size} Mo depuis {host} : PySide6-Addons et PySide6-Essentials {version}, chacun vérifié par la somme SHA-256 avec laquelle cette application a été construite. Environ {disk} Mo en sont gardés dans {folder}.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Downloading the web engine…</source>
        <translation>Téléchargement du moteur web…</translation>
    </message>
    <message>
        <source>The download was stopped; nothing of it was kept.</source>
        <translation>Le téléchargement a été arrêté ; rien n’en a été gardé.</translation>
    </message>
    <message>
        <source>The web engine was not added: {why}</source>
        <translation>Le moteur web n’a pas été ajouté : {why}</translation>
    </message>
    <message>
        <source>The next views show in their tool cards.</source>
        <translation>Les prochaines vues s’affichent dans leurs cartes d’outil.</translation>
    </message>
</context>
<context>
    <name>ViewWindow</name>
    <message>
        <source>Whose view this is</source>
        <translation>À qui est cette vue</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>Retour à la conversation</translation>
    </message>
</context>
</TS>
