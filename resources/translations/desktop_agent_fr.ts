<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name />
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26" />
        <source>Pinned</source>
        <translation>Épinglées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30" />
        <source>Today</source>
        <translation>Aujourd'hui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32" />
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53" />
        <source>Yesterday</source>
        <translation>Hier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34" />
        <source>Previous 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36" />
        <source>Previous 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38" />
        <source>{month} {year}</source>
        <translation>{month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48" />
        <source>now</source>
        <translation>à l'instant</translation>
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
        <translation>travaille avec les outils ; demande avant de modifier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="187" />
        <source>reads only, then proposes a plan</source>
        <translation>lit seulement, puis propose un plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="188" />
        <source>talks; no tools</source>
        <translation>discute ; sans outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="190" />
        <source>a profile</source>
        <translation>un profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="194" />
        <source>{folder} brings skills of its own</source>
        <translation>{folder} apporte ses propres compétences</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33" />
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34" />
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46" />
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35" />
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36" />
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39" />
        <source>Font size</source>
        <translation>Taille de police</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41" />
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42" />
        <source>System default</source>
        <translation>Par défaut (système)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45" />
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50" />
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>La langue change au prochain démarrage de Desktop Agent.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52" />
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>Les modifications s'affichent aussitôt ; Annuler les défait.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56" />
        <source>Theme:</source>
        <translation>Thème :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57" />
        <source>Font size:</source>
        <translation>Taille de police :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59" />
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76" />
        <source>Approve {tool}?</source>
        <translation>Approuver {tool} ?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82" />
        <source>{tool} wants to run</source>
        <translation>{tool} veut s'exécuter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83" />
        <source>Tool</source>
        <translation>Outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88" />
        <source>Risk</source>
        <translation>Risque</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99" />
        <source>a built-in tool</source>
        <translation>un outil intégré</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101" />
        <source>a tool from the MCP server “{server}”</source>
        <translation>un outil du serveur MCP « {server} »</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104" />
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>Demandé par {model} · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105" />
        <source>the model</source>
        <translation>le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108" />
        <source>Why it asks</source>
        <translation>Motif de la demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114" />
        <source>Why this always asks</source>
        <translation>Pourquoi la demande est systématique</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119" />
        <source>What will run</source>
        <translation>Ce qui va s'exécuter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121" />
        <source>How the tool changed</source>
        <translation>Modifications de l'outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123" />
        <source>Tool changed since you approved it</source>
        <translation>Outil modifié depuis votre approbation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125" />
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133" />
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128" />
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131" />
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136" />
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138" />
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142" />
        <source>Only calls like</source>
        <translation>Seuls les appels du type</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143" />
        <source>every call of this tool</source>
        <translation>tous les appels de cet outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146" />
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>Pour « cette session » et « toujours » : seuls les appels correspondant à ce motif (un glob de chemin comme src/**, une commande comme git log *, un hôte). Vide : tous les appels de l'outil.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150" />
        <source>in every folder</source>
        <translation>dans tous les dossiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151" />
        <source>Always approve in every folder</source>
        <translation>Toujours approuver dans tous les dossiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153" />
        <source>Only calls like:</source>
        <translation>Seuls les appels du type :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158" />
        <source>Note to the model if you deny (optional)</source>
        <translation>Note au modèle si vous refusez (facultatif)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159" />
        <source>Note to the model</source>
        <translation>Note au modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163" />
        <source>&amp;Approve once</source>
        <translation>&amp;Approuver une fois</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164" />
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165" />
        <source>For this &amp;session</source>
        <translation>Pour cette &amp;session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166" />
        <source>Approve for this session</source>
        <translation>Approuver pour cette session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167" />
        <source>A&amp;lways</source>
        <translation>&amp;Toujours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168" />
        <source>Always approve</source>
        <translation>Toujours approuver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169" />
        <source>&amp;Deny</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170" />
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183" />
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>Enregistré, mais les appels comme celui-ci demanderont quand même : {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188" />
        <source>Low risk</source>
        <translation>Risque faible</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189" />
        <source>Medium risk</source>
        <translation>Risque moyen</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190" />
        <source>High risk</source>
        <translation>Risque élevé</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="199" />
        <location filename="../../desktop_agent/ui/chat_document.py" line="206" />
        <source>Open link</source>
        <translation>Ouvrir le lien</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="200" />
        <source>Open this address in your browser?</source>
        <translation>Ouvrir cette adresse dans votre navigateur ?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="244" />
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>{inp:,} jetons en entrée · {out:,} en sortie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="248" />
        <source> · {n:,} from cache</source>
        <translation> · {n:,} depuis le cache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="260" />
        <source>Copied to the clipboard</source>
        <translation>Copié dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="472" />
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="475" />
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="549" />
        <source>Thought for a moment</source>
        <translation>Réflexion : un instant</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="551" />
        <source>Thought for {s:.0f} s</source>
        <translation>Réflexion : {s:.0f} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="553" />
        <source>Thoughts</source>
        <translation>Réflexions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="640" />
        <source>Interrupted</source>
        <translation>Interrompu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="640" />
        <source>Ended by an error</source>
        <translation>Terminé par une erreur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="666" />
        <source>  from {server}</source>
        <translation>  de {server}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="677" />
        <source>Review…</source>
        <translation>Examiner…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="686" />
        <source>Result ({n:,} lines)</source>
        <translation>Résultat ({n:,} lignes)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="686" />
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="690" />
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="696" />
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… {n:,} lignes de plus (Copier les inclut toutes)</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="55" />
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="149" />
        <source>The preview opened in your browser</source>
        <translation>L'aperçu s'est ouvert dans votre navigateur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="151" />
        <source>No browser could open {path}</source>
        <translation>Aucun navigateur n'a pu ouvrir {path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="220" />
        <source>Show earlier messages ({n:,})</source>
        <translation>Afficher les messages précédents ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="230" />
        <source>Show newer messages ({n:,})</source>
        <translation>Afficher les messages suivants ({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="370" />
        <source>Previous version</source>
        <translation>Version précédente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="373" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="393" />
        <source>Next version</source>
        <translation>Version suivante</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="386" />
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="388" />
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="395" />
        <source>Regenerate</source>
        <translation>Régénérer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="479" />
        <location filename="../../desktop_agent/ui/chat_view.py" line="511" />
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="452" />
        <source>Answering with the skill @{name}.</source>
        <translation>Réponse avec la compétence @{name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="479" />
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="485" />
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} Nouvel essai dans {delay:.0f} s ({n} sur {most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="503" />
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="508" />
        <source>Build this plan</source>
        <translation>Exécuter ce plan</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="509" />
        <source>The plan is ready.</source>
        <translation>Le plan est prêt.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="537" />
        <source>Waiting for the first word… {s} s</source>
        <translation>En attente du premier mot… {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="538" />
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>Lecture de la conversation… {pct} % de {total} jetons · {s} s</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="563" />
        <source>Open settings</source>
        <translation>Ouvrir les paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="563" />
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27" />
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79" />
        <source>Jump to latest</source>
        <translation>Aller au plus récent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28" />
        <source>Jump to the newest message (End)</source>
        <translation>Aller au message le plus récent (Fin)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73" />
        <source>{n} new messages</source>
        <translation>{n} nouveaux messages</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75" />
        <source>1 new message</source>
        <translation>1 nouveau message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16" />
        <source>Summarise what this folder's project does</source>
        <translation>Résumer ce que fait le projet de ce dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17" />
        <source>Find the TODO comments and list them by file</source>
        <translation>Trouver les commentaires TODO et les lister par fichier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18" />
        <source>Explain the last error in the log and how to fix it</source>
        <translation>Expliquer la dernière erreur du journal et comment la corriger</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34" />
        <source>New conversation</source>
        <translation>Nouvelle conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37" />
        <source>Ask anything</source>
        <translation>Demandez ce que vous voulez</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45" />
        <source>Model and folder</source>
        <translation>Modèle et dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56" />
        <source>Put this request in the message box</source>
        <translation>Mettre cette demande dans la zone de message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73" />
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  dans {folder}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28" />
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>Résumé annulé : les {n} messages précédents sont de nouveau envoyés en entier au modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32" />
        <source>Earlier conversation summarised</source>
        <translation>Échanges précédents résumés</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34" />
        <source>Earlier conversation summarised on request</source>
        <translation>Échanges précédents résumés à la demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36" />
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — {n} messages, environ {before} → {after} jetons.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84" />
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86" />
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88" />
        <source>Show summary</source>
        <translation>Voir le résumé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="69" />
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="71" />
        <source>waiting for your approval</source>
        <translation>en attente de votre approbation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="73" />
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="75" />
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="77" />
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="79" />
        <source>denied</source>
        <translation>refusé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="81" />
        <source>interrupted</source>
        <translation>interrompu</translation>
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
        <translation>Un problème est survenu. Vos conversations sont enregistrées.

Vous pouvez continuer à travailler. Si cela se reproduit, redémarrez Desktop Agent. Les détails ci-dessous aident à trouver la cause ; les clés API n'y figurent pas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53" />
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105" />
        <source>Show details</source>
        <translation>Afficher les détails</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56" />
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92" />
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99" />
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>(%n erreur jusqu'ici)</numerusform>
            <numerusform>(%n erreurs jusqu'ici)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105" />
        <source>Hide details</source>
        <translation>Masquer les détails</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23" />
        <location filename="../../desktop_agent/ui/find_bar.py" line="25" />
        <location filename="../../desktop_agent/ui/find_bar.py" line="26" />
        <source>Find in conversation</source>
        <translation>Rechercher dans la conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29" />
        <source>Matches</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32" />
        <source>Previous match (Shift+Enter)</source>
        <translation>Résultat précédent (Maj+Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35" />
        <source>Next match (Enter)</source>
        <translation>Résultat suivant (Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37" />
        <source>Close (Esc)</source>
        <translation>Fermer (Échap)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138" />
        <source>No matches</source>
        <translation>Aucun résultat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="142" />
        <source>{n} of {m}</source>
        <translation>{n} sur {m}</translation>
    </message>
</context>
<context>
    <name>InstructionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="48" />
        <source>Instructions for this session</source>
        <translation>Instructions pour cette session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="52" />
        <source>Sent with every message of this session, after the profile's instructions. For example: the language to answer in, the project's conventions, what to leave alone.</source>
        <translation>Envoyées avec chaque message de cette session, après les instructions du profil. Par exemple : la langue de réponse, les conventions du projet, ce qu'il ne faut pas toucher.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="58" />
        <source>Session instructions</source>
        <translation>Instructions de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59" />
        <source>Answer in British English. Keep answers short.</source>
        <translation>Réponds en français. Sois bref.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="62" />
        <source>What the model is sent</source>
        <translation>Ce que reçoit le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="66" />
        <source>Prompt size</source>
        <translation>Taille du prompt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="69" />
        <source>Instructions message</source>
        <translation>Message des instructions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="73" />
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74" />
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="81" />
        <source>What the model is sent with each message</source>
        <translation>Ce que reçoit le modèle avec chaque message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="107" />
        <source>{title} · about {n} tokens</source>
        <translation>{title} · environ {n} jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="113" />
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>Outils ({count}) : {names} · environ {n} jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="117" />
        <source>No tools: this profile answers in words only.</source>
        <translation>Aucun outil : ce profil répond uniquement par du texte.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="127" />
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>Environ {system} jetons d'instructions et {tools} d'outils, plus {conversation} de conversation jusqu'ici (estimation : quatre caractères par jeton).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="132" />
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>Environ {system} jetons d'instructions et {tools} d'outils, avant toute conversation (estimation : quatre caractères par jeton).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="137" />
        <source>The model takes {window}.</source>
        <translation>La fenêtre de contexte du modèle est de {window} jetons.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="139" />
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>Vu sa petite fenêtre de contexte, il reçoit les instructions et descriptions d'outils compactes.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="141" />
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>La dernière requête a utilisé {n} jetons en entrée, selon le décompte du fournisseur.</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="174" />
        <source>API key for {provider}</source>
        <translation>Clé API pour {provider}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="177" />
        <source>The key is stored in your system's keyring, never in the settings file.</source>
        <translation>La clé est stockée dans le trousseau de votre système, jamais dans le fichier de paramètres.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="183" />
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="92" />
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93" />
        <source>Paste the API key</source>
        <translation>Collez la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="95" />
        <source>Save key</source>
        <translation>Enregistrer la clé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96" />
        <source>Save the API key</source>
        <translation>Enregistrer la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="103" />
        <source>API key message</source>
        <translation>Message sur la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="121" />
        <location filename="../../desktop_agent/ui/key_entry.py" line="149" />
        <source>Type or paste the key first.</source>
        <translation>Saisissez ou collez d'abord la clé.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="124" />
        <source>Saving the key…</source>
        <translation>Enregistrement de la clé…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="143" />
        <source>The key is saved in your keyring.</source>
        <translation>La clé est enregistrée dans votre trousseau.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="155" />
        <source>The key is kept for this run only.</source>
        <translation>La clé est conservée jusqu'à la fermeture de l'application.</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="53" />
        <source>Keyring problem</source>
        <translation>Problème de trousseau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="55" />
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;La clé n'a pas pu être stockée dans un trousseau&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="61" />
        <source>Keep for this run only</source>
        <translation>Garder jusqu'à la fermeture</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62" />
        <source>Keep the key for this run only</source>
        <translation>Garder la clé jusqu'à la fermeture de l'application</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12" />
        <source>Set</source>
        <translation>Définie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13" />
        <source>Set for this run</source>
        <translation>Définie jusqu'à la fermeture</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14" />
        <source>Not set</source>
        <translation>Non définie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15" />
        <source>Not set (keyring unavailable)</source>
        <translation>Non définie (trousseau indisponible)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22" />
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pour corriger le problème :&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux :&lt;/b&gt; installez GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) ou KWallet, puis déconnectez-vous et reconnectez-vous, ou déverrouillez le trousseau dans Mots de passe et clés (Seahorse).&lt;br&gt;&lt;b&gt;macOS :&lt;/b&gt; ouvrez Trousseaux d'accès et vérifiez que votre trousseau de session est déverrouillé.&lt;br&gt;&lt;b&gt;Windows :&lt;/b&gt; le Gestionnaire d'identification nécessite un compte utilisateur normal (pas un compte invité).&lt;/p&gt;&lt;p&gt;Vous pouvez aussi garder la clé &lt;b&gt;jusqu'à la fermeture de l'application&lt;/b&gt; : elle reste en mémoire, n'est jamais écrite sur le disque et est oubliée quand vous quittez l'application.&lt;/p&gt;</translation>
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
        <translation>Quitter Desktop Agent ?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="297" />
        <source>An answer is still being written.</source>
        <translation>Une réponse est encore en cours d'écriture.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="299" />
        <source>{n} answers are still being written.</source>
        <translation>{n} réponses sont encore en cours d'écriture.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="303" />
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>Quitter les arrête ; ce qui a déjà été écrit est conservé.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="304" />
        <source>Stop and quit</source>
        <translation>Arrêter et quitter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="305" />
        <source>Keep working</source>
        <translation>Continuer à travailler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="367" />
        <location filename="../../desktop_agent/ui/sidebar.py" line="29" />
        <location filename="../../desktop_agent/ui/sidebar.py" line="30" />
        <source>New session</source>
        <translation>Nouvelle session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="437" />
        <source>Send now</source>
        <translation>Envoyer maintenant</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="438" />
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="439" />
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31" />
        <source>New session (Ctrl+N)</source>
        <translation>Nouvelle session (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33" />
        <source>Search sessions</source>
        <translation>Rechercher des sessions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35" />
        <source>Search sessions (Ctrl+K)</source>
        <translation>Rechercher des sessions (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="66" />
        <source>Editing a sent message</source>
        <translation>Modification d'un message envoyé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="70" />
        <source>Queued message</source>
        <translation>Message en attente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="76" />
        <source>Message input</source>
        <translation>Saisie du message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="77" />
        <source>Message Desktop Agent…</source>
        <translation>Écrire à Desktop Agent…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="79" />
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Entrée envoie, Maj+Entrée ajoute une ligne, Haut modifie le dernier message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="86" />
        <location filename="../../desktop_agent/ui/composer.py" line="87" />
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="88" />
        <location filename="../../desktop_agent/ui/composer.py" line="220" />
        <source>Send (Enter)</source>
        <translation>Envoyer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89" />
        <location filename="../../desktop_agent/ui/composer.py" line="90" />
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="91" />
        <source>Stop (Esc)</source>
        <translation>Arrêter (Échap)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96" />
        <source>Tools for this message</source>
        <translation>Outils pour ce message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98" />
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>Outils pour le prochain message : Auto envoie une simple salutation ou un remerciement sans eux</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="103" />
        <source>Tools: auto</source>
        <translation>Outils : auto</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="104" />
        <source>Tools: on</source>
        <translation>Outils : oui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105" />
        <source>Tools: off</source>
        <translation>Outils : non</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="218" />
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>Mettre en attente : envoyé à la fin de cette réponse (Entrée)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="232" />
        <source>Queued — sends when this answer ends:</source>
        <translation>En attente — envoyé à la fin de cette réponse :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="127" />
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="69" />
        <source>Still starting…</source>
        <translation>Démarrage en cours…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="69" />
        <source>Try again in a moment.</source>
        <translation>Réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37" />
        <source>&amp;New session</source>
        <translation>&amp;Nouvelle session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39" />
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41" />
        <source>&amp;Usage…</source>
        <translation>&amp;Utilisation…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44" />
        <source>&amp;Search sessions</source>
        <translation>&amp;Rechercher des sessions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45" />
        <source>&amp;Find in conversation</source>
        <translation>Rechercher dans la &amp;conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48" />
        <source>&amp;Focus the message input</source>
        <translation>&amp;Aller à la zone de message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52" />
        <source>&amp;Edit the last message</source>
        <translation>&amp;Modifier le dernier message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56" />
        <source>&amp;Copy the last answer</source>
        <translation>Co&amp;pier la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Session</source>
        <translation>&amp;Session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59" />
        <source>S&amp;top</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61" />
        <source>&amp;Regenerate the last answer</source>
        <translation>&amp;Régénérer la dernière réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63" />
        <source>&amp;Next session</source>
        <translation>Session &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67" />
        <source>&amp;Previous session</source>
        <translation>Session &amp;précédente</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71" />
        <source>Re&amp;name…</source>
        <translation>Re&amp;nommer…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72" />
        <source>&amp;Compact now</source>
        <translation>&amp;Compacter maintenant</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74" />
        <source>&amp;Permissions…</source>
        <translation>Perm&amp;issions…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="177" />
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="109" />
        <source>Conversation</source>
        <translation>Conversation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="77" />
        <source>&amp;About Desktop Agent</source>
        <translation>À &amp;propos de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="83" />
        <source>About Desktop Agent</source>
        <translation>À propos de Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="84" />
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Discutez avec un modèle qui peut agir sur votre ordinateur, avec votre approbation. Votre historique reste sur cet ordinateur ; vos clés restent dans le trousseau du système.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481" />
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="205" />
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>Modification d'un message envoyé : Entrée le renvoie, Échap annule. La suite de la conversation est conservée comme version précédente.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="459" />
        <source>Copied to the clipboard</source>
        <translation>Copié dans le presse-papiers</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="82" />
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="83" />
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="84" />
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="85" />
        <location filename="../../desktop_agent/ui/mcp_page.py" line="229" />
        <source>Disable</source>
        <translation>Désactiver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86" />
        <source>Restart</source>
        <translation>Redémarrer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88" />
        <source>Import from Claude Desktop</source>
        <translation>Importer depuis Claude Desktop</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91" />
        <source>Choose a file…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="114" />
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="115" />
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="213" />
        <source>No MCP servers yet. Add one, or import Claude Desktop's.</source>
        <translation>Aucun serveur MCP pour l'instant. Ajoutez-en un, ou importez ceux de Claude Desktop.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="229" />
        <source>Enable</source>
        <translation>Activer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242" />
        <source>(nothing on stderr yet)</source>
        <translation>(rien sur stderr pour l'instant)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="300" />
        <source>Starting {name}…</source>
        <translation>Démarrage de {name}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="356" />
        <source>Import MCP servers</source>
        <translation>Importer des serveurs MCP</translation>
    </message>
</context>
<context>
    <name>MentionMenu</name>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="92" />
        <source>Profiles and skills</source>
        <translation>Profils et compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="120" />
        <source>Use this folder's skills</source>
        <translation>Utiliser les compétences de ce dossier</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="36" />
        <source>Permissions</source>
        <translation>Permissions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="42" />
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>Les approbations que vous avez enregistrées. Si vous en révoquez une, le prochain appel de ce type redemandera. Les règles de settings.json ne figurent pas ici.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="48" />
        <source>Only this session's approvals and those that always hold</source>
        <translation>Seulement les approbations de cette session et celles toujours valables</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49" />
        <source>Only this session</source>
        <translation>Cette session seulement</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="55" />
        <source>Saved approvals</source>
        <translation>Approbations enregistrées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="65" />
        <source>&amp;Revoke</source>
        <translation>&amp;Révoquer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66" />
        <source>Revoke</source>
        <translation>Révoquer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="98" />
        <source>No saved approvals.</source>
        <translation>Aucune approbation enregistrée.</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50" />
        <source>Agent profiles</source>
        <translation>Profils d'agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51" />
        <source>Add profile…</source>
        <translation>Ajouter un profil…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52" />
        <source>Add a profile</source>
        <translation>Ajouter un profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53" />
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54" />
        <source>Remove this profile</source>
        <translation>Supprimer ce profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63" />
        <source>System prompt</source>
        <translation>Prompt système</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66" />
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67" />
        <source>All tools (asks before changes)</source>
        <translation>Tous les outils (demande avant de modifier)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68" />
        <source>Read-only tools</source>
        <translation>Outils en lecture seule</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69" />
        <source>No tools</source>
        <translation>Aucun outil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71" />
        <source>Temperature</source>
        <translation>Température</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72" />
        <source>The model's default</source>
        <translation>Valeur par défaut du modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73" />
        <source>Temperature problem</source>
        <translation>Problème de température</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77" />
        <source>Maximum tokens per answer</source>
        <translation>Nombre maximal de jetons par réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78" />
        <source>Let the model think before answering (when it can)</source>
        <translation>Laisser le modèle réfléchir avant de répondre (s'il le peut)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="79" />
        <source>Thinking</source>
        <translation>Réflexion</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="83" />
        <source>Thinking budget in tokens</source>
        <translation>Budget de réflexion en jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="86" />
        <source>Step cap</source>
        <translation>Limite d'étapes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87" />
        <source>The most model calls one message may lead to</source>
        <translation>Nombre maximal d'appels au modèle pour un message</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="91" />
        <source>System prompt:</source>
        <translation>Prompt système :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92" />
        <source>Tools:</source>
        <translation>Outils :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93" />
        <source>Temperature:</source>
        <translation>Température :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="95" />
        <source>Max tokens:</source>
        <translation>Jetons max. :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="97" />
        <source>Thinking budget:</source>
        <translation>Budget de réflexion :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98" />
        <source>Step cap:</source>
        <translation>Limite d'étapes :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99" />
        <source>Send greetings and thank-yous without tools</source>
        <translation>Envoyer salutations et remerciements sans outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="102" />
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye ("hi", "thanks!", "great, thank you"); "ok", "yes" or "go ahead" always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer's Tools switch decides per message.</source>
        <translation>Seulement un message qui n'est rien d'autre qu'une salutation, un remerciement ou un au revoir (« salut », « merci ! », « super, merci ») ; « ok », « oui » ou « vas-y » gardent toujours les outils. Plus rapide et moins cher, surtout avec un modèle sur cet ordinateur. Le sélecteur Outils de la zone de message décide pour chaque message.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="107" />
        <source>Small talk without tools</source>
        <translation>Bavardage sans outils</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="125" />
        <source>{name} (custom)</source>
        <translation>{name} (personnalisé)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="168" />
        <source>Enter a number from 0 to 2, or leave it empty for the model's default.</source>
        <translation>Saisissez un nombre de 0 à 2, ou laissez vide pour la valeur par défaut du modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170" />
        <source>The temperature must be from 0 to 2.</source>
        <translation>La température doit être comprise entre 0 et 2.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="199" />
        <source>New profile</source>
        <translation>Nouveau profil</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="199" />
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>Nom (minuscules, chiffres, - ou _) :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="208" />
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>Utilisez des minuscules, des chiffres, - ou _ (40 au plus).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210" />
        <source>There is already a profile called {name}.</source>
        <translation>Il existe déjà un profil nommé {name}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212" />
        <source>Fix the highlighted value first.</source>
        <translation>Corrigez d'abord la valeur en surbrillance.</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="50" />
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Saisissez une adresse complète commençant par http:// ou https://, par ex. http://127.0.0.1:8000/v1.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="55" />
        <source>The address must not contain spaces.</source>
        <translation>L'adresse ne doit pas contenir d'espaces.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="94" />
        <source>Providers</source>
        <translation>Fournisseurs</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95" />
        <source>Add endpoint…</source>
        <translation>Ajouter un point d'accès…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96" />
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>Ajouter un point d'accès personnalisé compatible OpenAI</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="121" />
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98" />
        <source>Remove this custom endpoint</source>
        <translation>Supprimer ce point d'accès personnalisé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="107" />
        <source>Endpoint name</source>
        <translation>Nom du point d'accès</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108" />
        <source>Endpoint name problem</source>
        <translation>Problème de nom du point d'accès</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="110" />
        <source>Base URL</source>
        <translation>URL de base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111" />
        <source>Base URL problem</source>
        <translation>Problème d'URL de base</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="114" />
        <source>Provider's default model</source>
        <translation>Modèle par défaut du fournisseur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="116" />
        <source>This endpoint needs an API key</source>
        <translation>Ce point d'accès nécessite une clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="118" />
        <source>API key status</source>
        <translation>État de la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119" />
        <source>Set…</source>
        <translation>Définir…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120" />
        <source>Set the API key</source>
        <translation>Définir la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122" />
        <source>Remove the API key</source>
        <translation>Supprimer la clé API</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="127" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="128" />
        <location filename="../../desktop_agent/ui/providers_page.py" line="453" />
        <source>Test connection</source>
        <translation>Tester la connexion</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="131" />
        <source>Connection test result</source>
        <translation>Résultat du test de connexion</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="136" />
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="138" />
        <source>Base URL:</source>
        <translation>URL de base :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="140" />
        <source>Default model:</source>
        <translation>Modèle par défaut :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="142" />
        <source>API key:</source>
        <translation>Clé API :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="159" />
        <source>Use by default</source>
        <translation>Utiliser par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="161" />
        <source>Default provider</source>
        <translation>Fournisseur par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="164" />
        <source>Default model</source>
        <translation>Modèle par défaut</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="166" />
        <source>Provider:</source>
        <translation>Fournisseur :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167" />
        <source>Model:</source>
        <translation>Modèle :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="169" />
        <source>Give up on a silent answer after</source>
        <translation>Abandonner une réponse muette après</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="171" />
        <source>Silent answer limit, cloud providers</source>
        <translation>Délai de réponse muette, fournisseurs cloud</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="173" />
        <source>Silent answer limit, servers on this machine</source>
        <translation>Délai de réponse muette, serveurs sur cette machine</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="176" />
        <source>Cloud providers:</source>
        <translation>Fournisseurs cloud :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177" />
        <source>Servers on this machine:</source>
        <translation>Serveurs sur cette machine :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="179" />
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>Un modèle local peut lire une longue conversation pendant plusieurs minutes avant son premier mot.</translation>
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
        <translation>{name} (personnalisé)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="344" />
        <source>My endpoint {n}</source>
        <translation>Mon point d'accès {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="384" />
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="388" />
        <source>Not set (not needed)</source>
        <translation>Non définie (inutile)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="429" />
        <source>Enter the endpoint's address first.</source>
        <translation>Saisissez d'abord l'adresse du point d'accès.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="438" />
        <source>Testing…</source>
        <translation>Test en cours…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="440" />
        <source>Connecting to {url}…</source>
        <translation>Connexion à {url}…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="457" />
        <source>Connected, but the server lists no models.</source>
        <translation>Connecté, mais le serveur ne liste aucun modèle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="460" />
        <source>Connected: {count} models ({models}).</source>
        <translation>Connecté : {count} modèles ({models}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="489" />
        <source>Give the endpoint a name.</source>
        <translation>Donnez un nom au point d'accès.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="493" />
        <source>Enter the endpoint's address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>Saisissez l'adresse du point d'accès, par ex. http://127.0.0.1:8000/v1.</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26" />
        <source>The assistant asks</source>
        <translation>L'assistant demande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34" />
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49" />
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51" />
        <source>Or type another answer…</source>
        <translation>Ou saisissez une autre réponse…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51" />
        <source>Your answer…</source>
        <translation>Votre réponse…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58" />
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59" />
        <source>Don't answer</source>
        <translation>Ne pas répondre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60" />
        <source>&amp;Answer</source>
        <translation>&amp;Répondre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61" />
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52" />
        <source>Edit MCP server</source>
        <translation>Modifier le serveur MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52" />
        <source>Add MCP server</source>
        <translation>Ajouter un serveur MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61" />
        <source>Command (stdio)</source>
        <translation>Commande (stdio)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61" />
        <source>URL (streamable HTTP)</source>
        <translation>URL (HTTP streamable)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63" />
        <source>Enabled</source>
        <translation>Activé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68" />
        <source>default (60 s)</source>
        <translation>par défaut (60 s)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77" />
        <source>one argument per line</source>
        <translation>un argument par ligne</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83" />
        <source>Run it in the sandbox</source>
        <translation>L'exécuter dans le bac à sable</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87" />
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent's own files are hidden from it.</source>
        <translation>Le serveur ne peut modifier des fichiers que dans son répertoire de travail et un /tmp privé ; vos dossiers d'identifiants et les fichiers propres à Desktop Agent lui sont cachés.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91" />
        <source>Let it use the network</source>
        <translation>L'autoriser à utiliser le réseau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104" />
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105" />
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106" />
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107" />
        <source>Working folder</source>
        <translation>Répertoire de travail</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111" />
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112" />
        <source>Headers</source>
        <translation>En-têtes</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131" />
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132" />
        <source>Call timeout</source>
        <translation>Délai d'appel</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44" />
        <location filename="../../desktop_agent/ui/header.py" line="120" />
        <source>New session</source>
        <translation>Nouvelle session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45" />
        <source>Session title</source>
        <translation>Titre de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53" />
        <source>Agent profile</source>
        <translation>Profil d'agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55" />
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>Ce que l'agent peut faire : build (lire et modifier), plan (lecture seule), chat</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59" />
        <source>Provider and model</source>
        <translation>Fournisseur et modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60" />
        <source>provider/model — pick one or type any model id</source>
        <translation>fournisseur/modèle — choisissez-en un ou saisissez un identifiant de modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64" />
        <source>Workspace folder</source>
        <translation>Dossier de travail</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65" />
        <source>The folder the agent's tools work in. Click to choose another.</source>
        <translation>Le dossier où travaillent les outils de l'agent. Cliquez pour en choisir un autre.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69" />
        <location filename="../../desktop_agent/ui/header.py" line="143" />
        <source>Instructions</source>
        <translation>Instructions</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70" />
        <source>Session instructions</source>
        <translation>Instructions de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74" />
        <source>Token usage</source>
        <translation>Consommation de jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75" />
        <location filename="../../desktop_agent/ui/header.py" line="184" />
        <source>Tokens used in this session, and how full the model's context was</source>
        <translation>Jetons utilisés dans cette session, et remplissage du contexte du modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143" />
        <source>Instructions ✓</source>
        <translation>Instructions ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146" />
        <source>This session's instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>Instructions de cette session : {start}
Cliquez pour les modifier ou voir le prompt complet.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149" />
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>Donner à cette session ses propres instructions, et voir ce que reçoit le modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168" />
        <source>{n} tokens</source>
        <translation>{n} jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173" />
        <source> · context {n} / {window}</source>
        <translation> · contexte {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178" />
        <source> · context {n}</source>
        <translation> · contexte {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182" />
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>Le contexte est presque plein : les échanges précédents seront résumés avant la prochaine requête.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191" />
        <source>Choose the workspace folder</source>
        <translation>Choisir le dossier de travail</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208" />
        <source>Workspace: {path}
The folder the agent's tools work in. Click to choose another.</source>
        <translation>Dossier de travail : {path}
Le dossier où travaillent les outils de l'agent. Cliquez pour en choisir un autre.</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73" />
        <source>Pinned</source>
        <translation>Épinglées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73" />
        <source>Today</source>
        <translation>Aujourd'hui</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74" />
        <source>Yesterday</source>
        <translation>Hier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74" />
        <source>Previous 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75" />
        <source>Previous 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75" />
        <source>now</source>
        <translation>à l'instant</translation>
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
        <translation>Janvier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77" />
        <source>February</source>
        <translation>Février</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78" />
        <source>March</source>
        <translation>Mars</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78" />
        <source>April</source>
        <translation>Avril</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79" />
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79" />
        <source>June</source>
        <translation>Juin</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80" />
        <source>July</source>
        <translation>Juillet</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80" />
        <source>August</source>
        <translation>Août</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81" />
        <source>September</source>
        <translation>Septembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81" />
        <source>October</source>
        <translation>Octobre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82" />
        <source>November</source>
        <translation>Novembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82" />
        <source>December</source>
        <translation>Décembre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83" />
        <source>Mon</source>
        <translation>lun.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83" />
        <source>Tue</source>
        <translation>mar.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84" />
        <source>Wed</source>
        <translation>mer.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84" />
        <source>Thu</source>
        <translation>jeu.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85" />
        <source>Fri</source>
        <translation>ven.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85" />
        <source>Sat</source>
        <translation>sam.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86" />
        <source>Sun</source>
        <translation>dim.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87" />
        <source>Jan</source>
        <translation>janv.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87" />
        <source>Feb</source>
        <translation>févr.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88" />
        <source>Mar</source>
        <translation>mars</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88" />
        <source>Apr</source>
        <translation>avr.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89" />
        <source>Jun</source>
        <translation>juin</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89" />
        <source>Jul</source>
        <translation>juil.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90" />
        <source>Aug</source>
        <translation>août</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90" />
        <source>Sep</source>
        <translation>sept.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91" />
        <source>Oct</source>
        <translation>oct.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91" />
        <source>Nov</source>
        <translation>nov.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92" />
        <source>Dec</source>
        <translation>déc.</translation>
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
        <translation>{month} {year}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386" />
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388" />
        <source>Unpin</source>
        <translation>Désépingler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390" />
        <source>Pin</source>
        <translation>Épingler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393" />
        <source>Unarchive</source>
        <translation>Désarchiver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395" />
        <source>Archive</source>
        <translation>Archiver</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398" />
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407" />
        <source>Rename session</source>
        <translation>Renommer la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408" />
        <source>Title:</source>
        <translation>Titre :</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46" />
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50" />
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54" />
        <source>&amp;Providers</source>
        <translation>&amp;Fournisseurs</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55" />
        <source>Agent p&amp;rofiles</source>
        <translation>&amp;Profils d'agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56" />
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60" />
        <source>Settings message</source>
        <translation>Message des paramètres</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67" />
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68" />
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69" />
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96" />
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>Corrigez la valeur marquée en rouge ; rien n'a été enregistré.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104" />
        <source>A setting is not valid: {problem}</source>
        <translation>Un paramètre n'est pas valide : {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116" />
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>Impossible d'enregistrer les paramètres dans {path} : {reason}. Rien n'a été modifié.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125" />
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="92" />
        <source>MCP servers</source>
        <translation>Serveurs MCP</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="97" />
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="62" />
        <source>Edit skill @{name}</source>
        <translation>Modifier la compétence @{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="62" />
        <source>New skill</source>
        <translation>Nouvelle compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="67" />
        <source>Skill name</source>
        <translation>Nom de la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68" />
        <source>code-review</source>
        <translation>revue-de-code</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="71" />
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>Minuscules, chiffres et traits d'union. Un message commençant par @nom l'utilise.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="79" />
        <source>Skill description</source>
        <translation>Description de la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="81" />
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>À quoi sert la compétence et quand l'utiliser : le modèle lit ceci pour la choisir.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="87" />
        <source>Allowed tools</source>
        <translation>Outils autorisés</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88" />
        <source>read_file, grep, git__*   (empty: the profile's tools)</source>
        <translation>read_file, grep, git__*   (vide : les outils du profil)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="90" />
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91" />
        <source>empty: the session's model</source>
        <translation>vide : le modèle de la session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="93" />
        <source>Skill instructions</source>
        <translation>Instructions de la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="95" />
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown : que faire, étape par étape, pour ce type de tâche.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="102" />
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="108" />
        <source>Save skill</source>
        <translation>Enregistrer la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109" />
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="114" />
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="116" />
        <source>&amp;Description</source>
        <translation>&amp;Description</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117" />
        <source>Allowed &amp;tools</source>
        <translation>&amp;Outils autorisés</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118" />
        <source>&amp;Model</source>
        <translation>&amp;Modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119" />
        <source>&amp;Instructions</source>
        <translation>&amp;Instructions</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="99" />
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>Une compétence, ce sont des instructions pour un type de tâche. Commencez un message par @nom pour en utiliser une ; le modèle peut aussi en choisir une d'après sa description.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="106" />
        <source>Skill list</source>
        <translation>Liste des compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="110" />
        <source>&amp;New…</source>
        <translation>&amp;Nouvelle…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111" />
        <source>&amp;Edit…</source>
        <translation>&amp;Modifier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112" />
        <source>Import &amp;folder…</source>
        <translation>Importer un &amp;dossier…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113" />
        <source>Import &amp;zip…</source>
        <translation>Importer un &amp;zip…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114" />
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115" />
        <source>&amp;Open skills folder</source>
        <translation>&amp;Ouvrir le dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="117" />
        <source>New skill</source>
        <translation>Nouvelle compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118" />
        <source>Edit skill</source>
        <translation>Modifier la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119" />
        <source>Import a skill from a folder</source>
        <translation>Importer une compétence depuis un dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120" />
        <location filename="../../desktop_agent/ui/skills_page.py" line="348" />
        <source>Import a skill from a zip file</source>
        <translation>Importer une compétence depuis un fichier zip</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121" />
        <location filename="../../desktop_agent/ui/skills_page.py" line="333" />
        <source>Delete skill</source>
        <translation>Supprimer la compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122" />
        <source>Open the skills folder</source>
        <translation>Ouvrir le dossier des compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="131" />
        <source>Skills left out</source>
        <translation>Compétences ignorées</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="137" />
        <source>Skills message</source>
        <translation>Message des compétences</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="202" />
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>Aucune compétence pour l'instant : écrivez-en une avec Nouvelle…, ou importez-en une.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="205" />
        <source>Left out: {problem}</source>
        <translation>Ignorée : {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="209" />
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder} apporte ses propres compétences : accordez-leur votre confiance depuis la conversation (tapez @) pour les voir ici.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="217" />
        <source>yours</source>
        <translation>personnelle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="217" />
        <source>this folder</source>
        <translation>ce dossier</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="225" />
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>Elle se trouve dans le dossier de travail ({path}) : modifiez-la ou supprimez-la là-bas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="239" />
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} se trouve dans le dossier de travail ({path}) : modifiez-la ou supprimez-la là-bas.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="276" />
        <source>Saved @{name}.</source>
        <translation>@{name} enregistrée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="276" />
        <source>Created @{name}.</source>
        <translation>@{name} créée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="292" />
        <source>Deleted @{name}.</source>
        <translation>@{name} supprimée.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="313" />
        <source>Installed @{name} from {path}.</source>
        <translation>@{name} installée depuis {path}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="321" />
        <source>Could not make {path}: {reason}.</source>
        <translation>Impossible de créer {path} : {reason}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="326" />
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>Impossible d'ouvrir {path} : ouvrez-le depuis votre gestionnaire de fichiers.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334" />
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>Supprimer la compétence @{name} et tous les fichiers de son dossier ?

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="343" />
        <source>Import a skill folder</source>
        <translation>Importer un dossier de compétence</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="348" />
        <source>Zip files (*.zip)</source>
        <translation>Fichiers zip (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="85" />
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101" />
        <source>Summary of the earlier conversation</source>
        <translation>Résumé des échanges précédents</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105" />
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>Envoyé à la place de {n} messages précédents, qui restent dans la session, dans la recherche et dans les exports. Annuler les renvoie en entier.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112" />
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="295" />
        <source>Usage</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="302" />
        <source>&amp;Show:</source>
        <translation>&amp;Afficher :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="304" />
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="306" />
        <source>Last {days} days</source>
        <translation>{days} derniers jours</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="311" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="323" />
        <source>Tokens per day</source>
        <translation>Jetons par jour</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324" />
        <source>No tokens used in this period</source>
        <translation>Aucun jeton utilisé sur cette période</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325" />
        <source>Read (input, with cache)</source>
        <translation>Lus (entrée, cache compris)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325" />
        <source>Written (output)</source>
        <translation>Écrits (sortie)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="329" />
        <source>The day pointed at</source>
        <translation>Le jour pointé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Input</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="335" />
        <source>Cache read</source>
        <translation>Lecture cache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <source>Cache write</source>
        <translation>Écriture cache</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336" />
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337" />
        <source>Usage per model</source>
        <translation>Utilisation par modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="340" />
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341" />
        <source>Usage per session</source>
        <translation>Utilisation par session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="343" />
        <source>Double-click a session to open it</source>
        <translation>Double-cliquez sur une session pour l'ouvrir</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="345" />
        <source>By &amp;model</source>
        <translation>Par &amp;modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346" />
        <source>By s&amp;ession</source>
        <translation>Par &amp;session</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="351" />
        <source>About the prices</source>
        <translation>À propos des prix</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="358" />
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="363" />
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364" />
        <source>Export as CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="367" />
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368" />
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="384" />
        <source>Reading the history…</source>
        <translation>Lecture de l'historique…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="405" />
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} jetons · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="409" />
        <source>{tokens} tokens in {messages} messages</source>
        <translation>{tokens} jetons en {messages} messages</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="427" />
        <source>no cost</source>
        <translation>aucun coût</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="429" />
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="431" />
        <source>unknown price</source>
        <translation>prix inconnu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="433" />
        <source>{cost} + unknown</source>
        <translation>{cost} + inconnu</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="446" />
        <source>{day} · nothing used</source>
        <translation>{day} · aucune utilisation</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="449" />
        <source>read {tokens}</source>
        <translation>lus {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="451" />
        <source>read {tokens} (cache {cached})</source>
        <translation>lus {tokens} (cache {cached})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="454" />
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · écrits {written} · messages {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="466" />
        <source>{days} days, no tokens used</source>
        <translation>{days} jours, aucun jeton utilisé</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467" />
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days} jours, {tokens} jetons ; maximum le {day} ({most})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="479" />
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>Pointez un jour (ou utilisez les flèches) pour voir ses chiffres.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="485" />
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>Coûts en dollars US d'après la grille tarifaire du {date} ; les prix changent, ce sont donc des estimations.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="489" />
        <source>No price table could be read, so no costs are shown.</source>
        <translation>Aucune grille tarifaire n'a pu être lue, aucun coût n'est donc affiché.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="491" />
        <source>Your prices from {file} are used over it.</source>
        <translation>Vos prix de {file} ont la priorité sur elle.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="495" />
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>Les modèles exécutés sur cet ordinateur sont locaux et gratuits ; les autres sans prix connu ne sont pas comptés.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="501" />
        <source>To correct a price or add a model, write {file} in the form of the app's price table.</source>
        <translation>Pour corriger un prix ou ajouter un modèle, écrivez {file} au format de la grille tarifaire de l'application.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="512" />
        <source>(model not recorded)</source>
        <translation>(modèle non enregistré)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="514" />
        <source>Priced as {entry}</source>
        <translation>Tarifé comme {entry}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="525" />
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="544" />
        <source>Export usage as CSV</source>
        <translation>Exporter l'utilisation en CSV</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="544" />
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="561" />
        <source>Could not save {file}: {why}</source>
        <translation>Impossible d'enregistrer {file} : {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="564" />
        <source>Saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98" />
        <source>Welcome to Desktop Agent</source>
        <translation>Bienvenue dans Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101" />
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Bienvenue dans Desktop Agent&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104" />
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>Discutez avec un modèle de langage qui peut lire et modifier des fichiers dans un dossier de votre choix, en vous demandant votre accord avant toute action qui modifie votre ordinateur. D'abord, choisissez où s'exécute le modèle : sur cet ordinateur, ou chez un fournisseur cloud avec votre clé API.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111" />
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113" />
        <location filename="../../desktop_agent/ui/welcome.py" line="182" />
        <source>Looking for model servers on this computer…</source>
        <translation>Recherche de serveurs de modèles sur cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115" />
        <source>Local model servers</source>
        <translation>Serveurs de modèles locaux</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116" />
        <source>Search again</source>
        <translation>Rechercher à nouveau</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117" />
        <source>Search again for local model servers</source>
        <translation>Rechercher à nouveau des serveurs de modèles locaux</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127" />
        <source>Or a cloud provider</source>
        <translation>Ou un fournisseur cloud</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130" />
        <source>Cloud provider</source>
        <translation>Fournisseur cloud</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135" />
        <source>Save key and start</source>
        <translation>Enregistrer la clé et démarrer</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137" />
        <source>&amp;Provider:</source>
        <translation>&amp;Fournisseur :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141" />
        <source>The key is stored in your system's keyring, never in a file.</source>
        <translation>La clé est stockée dans le trousseau de votre système, jamais dans un fichier.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149" />
        <source>Welcome message</source>
        <translation>Message de bienvenue</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150" />
        <location filename="../../desktop_agent/ui/welcome.py" line="151" />
        <source>Set up later</source>
        <translation>Configurer plus tard</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191" />
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>Aucun serveur de modèles trouvé sur cet ordinateur (Ollama, LM Studio, serveur llama.cpp). Démarrez-en un, puis relancez la recherche.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197" />
        <source>Found on this computer:</source>
        <translation>Trouvé sur cet ordinateur :</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209" />
        <source>{label} found on {address} with one model</source>
        <translation>{label} trouvé sur {address} avec un modèle</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211" />
        <source>{label} found on {address} with {count} models</source>
        <translation>{label} trouvé sur {address} avec {count} modèles</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216" />
        <source>Use it</source>
        <translation>L'utiliser</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218" />
        <source>Use {label} on {address}</source>
        <translation>Utiliser {label} sur {address}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250" />
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>Impossible d'enregistrer les paramètres dans {path} : {reason}.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="581" />
        <source>Still starting…</source>
        <translation>Démarrage en cours…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="581" />
        <source>Try again in a moment.</source>
        <translation>Réessayez dans un instant.</translation>
    </message>
</context>
</TS>