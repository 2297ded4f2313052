<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name></name>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="26"/>
        <source>Pinned</source>
        <translation>고정됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="30"/>
        <source>Today</source>
        <translation>오늘</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="32"/>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="53"/>
        <source>Yesterday</source>
        <translation>어제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="34"/>
        <source>Previous 7 days</source>
        <translation>지난 7일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="36"/>
        <source>Previous 30 days</source>
        <translation>지난 30일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="38"/>
        <source>{month} {year}</source>
        <translation>{year}년 {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="48"/>
        <source>now</source>
        <translation>방금</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="50"/>
        <source>{n} min</source>
        <translation>{n}분</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="51"/>
        <source>{n} h</source>
        <translation>{n}시간</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="58"/>
        <source>{day} {month}</source>
        <translation>{month} {day}일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/presenters/session_groups.py" line="59"/>
        <source>{day} {month} {year}</source>
        <translation>{year}년 {month} {day}일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="277"/>
        <source>works with the tools; asks before changes</source>
        <translation>도구로 작업하며 변경 전에 확인합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="278"/>
        <source>reads only, then proposes a plan</source>
        <translation>읽기만 한 뒤 계획을 제안합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="279"/>
        <source>talks; no tools</source>
        <translation>대화만 하며 도구는 쓰지 않습니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="281"/>
        <source>a profile</source>
        <translation>프로필</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="285"/>
        <source>{folder} brings skills of its own</source>
        <translation>{folder}에 자체 스킬이 있습니다</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>When it runs</source>
        <translation>실행 시기</translation>
    </message>
    <message>
        <source>At</source>
        <translation>시각</translation>
    </message>
    <message>
        <source>Schedule in words or cron</source>
        <translation>말 또는 cron으로 지정하는 일정</translation>
    </message>
    <message>
        <source>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot;, or cron &quot;0 8 * * 1-5&quot;</source>
        <translation>&quot;weekdays 08:00&quot;, &quot;every 30 minutes&quot; 또는 cron &quot;0 8 * * 1-5&quot;</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <source>What each run asks, e.g. “Summarise the new issues”</source>
        <translation>실행할 때마다 요청할 내용. 예: “새 이슈를 요약해 줘”</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>작업 폴더</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Allowed without asking</source>
        <translation>묻지 않고 허용</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 분</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>예산</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>When:</source>
        <translation>실행 시기:</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>프롬프트:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>작업 폴더:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <source>Allowed:</source>
        <translation>허용:</translation>
    </message>
    <message>
        <source>Limits per run:</source>
        <translation>실행당 제한:</translation>
    </message>
    <message>
        <source>Next run: {when} (this computer&apos;s time)</source>
        <translation>다음 실행: {when}(이 컴퓨터 시간 기준)</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>저장하는 중…</translation>
    </message>
    <message>
        <source>Every hour</source>
        <translation>매시간</translation>
    </message>
    <message>
        <source>Every minute</source>
        <translation>매분</translation>
    </message>
    <message>
        <source>Every {n} minutes</source>
        <translation>{n}분마다</translation>
    </message>
    <message>
        <source>Every day at {time}</source>
        <translation>매일 {time}</translation>
    </message>
    <message>
        <source>Every weekday at {time}</source>
        <translation>평일 {time}</translation>
    </message>
    <message>
        <source>Weekends at {time}</source>
        <translation>주말 {time}</translation>
    </message>
    <message>
        <source>{days} at {time}</source>
        <translation>{days} {time}</translation>
    </message>
    <message>
        <source>{text} (cron {cron})</source>
        <translation>{text}(cron {cron})</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Done, {n} refused</source>
        <translation>완료(거부 {n}건)</translation>
    </message>
    <message>
        <source>Stopped at a limit</source>
        <translation>제한에 도달해 중지됨</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>아직 실행 안 됨</translation>
    </message>
    <message>
        <source>{outcome}, {when}</source>
        <translation>{outcome}, {when}</translation>
    </message>
    <message>
        <source>{tokens} tokens</source>
        <translation>{tokens} 토큰</translation>
    </message>
    <message>
        <source>{tokens} tokens, {cost}</source>
        <translation>{tokens} 토큰, {cost}</translation>
    </message>
    <message>
        <source>Sundays</source>
        <translation>매주 일요일</translation>
    </message>
    <message>
        <source>Mondays</source>
        <translation>매주 월요일</translation>
    </message>
    <message>
        <source>Tuesdays</source>
        <translation>매주 화요일</translation>
    </message>
    <message>
        <source>Wednesdays</source>
        <translation>매주 수요일</translation>
    </message>
    <message>
        <source>Thursdays</source>
        <translation>매주 목요일</translation>
    </message>
    <message>
        <source>Fridays</source>
        <translation>매주 금요일</translation>
    </message>
    <message>
        <source>Saturdays</source>
        <translation>매주 토요일</translation>
    </message>
    <message>
        <source>Download the speech model?</source>
        <translation>음성 인식 모델을 다운로드할까요?</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model (Moonshine tiny, English). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

For other languages, choose an endpoint in Settings › Voice instead.</source>
        <translation>이 컴퓨터에서의 음성 입력은 음성 인식 모델(Moonshine tiny, 영어)을 사용합니다. 모델은 Hugging Face에서 한 번만({megabytes} MB) 다운로드되며, 검증을 거쳐 데이터 폴더에 보관됩니다. 말한 내용은 이 컴퓨터 밖으로 나가지 않습니다.

다른 언어를 사용하려면 대신 설정 › 음성에서 엔드포인트를 선택하십시오.</translation>
    </message>
    <message>
        <source>Download progress</source>
        <translation>다운로드 진행률</translation>
    </message>
    <message>
        <source>Download ({megabytes} MB)</source>
        <translation>다운로드({megabytes} MB)</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Dictate</source>
        <translation>음성 입력</translation>
    </message>
    <message>
        <source>Dictate ({keys}): hold to talk, or click to start and click again to stop</source>
        <translation>음성 입력({keys}): 누르고 있는 동안 말하거나, 클릭하여 시작하고 다시 클릭하여 중지합니다</translation>
    </message>
    <message>
        <source>Recording time</source>
        <translation>녹음 시간</translation>
    </message>
    <message>
        <source>Stop dictating</source>
        <translation>음성 입력 중지</translation>
    </message>
    <message>
        <source>Transcribing…</source>
        <translation>텍스트로 변환 중…</translation>
    </message>
    <message>
        <source>Nothing was heard.</source>
        <translation>아무 소리도 들리지 않았습니다.</translation>
    </message>
    <message>
        <source>Check the microphone and try again.</source>
        <translation>마이크를 확인하고 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>No words were recognised.</source>
        <translation>인식된 단어가 없습니다.</translation>
    </message>
    <message>
        <source>Try again.</source>
        <translation>다시 시도하십시오.</translation>
    </message>
    <message>
        <source>A new version of Desktop Agent</source>
        <translation>Desktop Agent 새 버전</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available (you have {current}). {size}</source>
        <translation>Desktop Agent {version}을(를) 사용할 수 있습니다(현재 버전: {current}). {size}</translation>
    </message>
    <message>
        <source>Download: {size}.</source>
        <translation>다운로드: {size}.</translation>
    </message>
    <message>
        <source>What changed</source>
        <translation>변경 사항</translation>
    </message>
    <message>
        <source>The feed says nothing about what changed.</source>
        <translation>업데이트 피드에 변경 사항에 대한 설명이 없습니다.</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>Update now</source>
        <translation>지금 업데이트</translation>
    </message>
    <message>
        <source>The feed no longer offers a new version.</source>
        <translation>업데이트 피드에서 더 이상 새 버전을 제공하지 않습니다.</translation>
    </message>
    <message>
        <source>Restart later</source>
        <translation>나중에 다시 시작</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is installed. Restart the app to use it.</source>
        <translation>Desktop Agent {version}이(가) 설치되었습니다. 사용하려면 앱을 다시 시작하십시오.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>지금 다시 시작</translation>
    </message>
    <message>
        <source>The new version could not be started: {why}</source>
        <translation>새 버전을 시작할 수 없습니다: {why}</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech-to-text model ({model}). It is downloaded once ({megabytes} MB) from Hugging Face, checked, and kept in the data folder. Nothing you say leaves this computer.

An endpoint can transcribe instead: Settings › Voice.</source>
        <translation>이 컴퓨터에서의 받아쓰기는 음성 인식 모델({model})을 사용합니다. Hugging Face에서 한 번만({megabytes}MB) 다운로드하고 검사한 뒤 데이터 폴더에 보관합니다. 말씀하신 내용은 이 컴퓨터 밖으로 나가지 않습니다.

대신 엔드포인트로 받아쓸 수도 있습니다: 설정 › 음성.</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="33"/>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="34"/>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="46"/>
        <source>Follow the system</source>
        <translation>시스템 설정 따르기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="35"/>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="36"/>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="39"/>
        <source>Font size</source>
        <translation>글꼴 크기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="41"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="42"/>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="45"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="50"/>
        <source>The language changes when Desktop Agent starts again.</source>
        <translation>언어는 Desktop Agent를 다시 시작하면 바뀝니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="52"/>
        <source>Changes show at once; Cancel puts them back.</source>
        <translation>변경 사항은 바로 적용되며, 취소하면 되돌아갑니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="56"/>
        <source>Theme:</source>
        <translation>테마:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="57"/>
        <source>Font size:</source>
        <translation>글꼴 크기:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/appearance_page.py" line="59"/>
        <source>Language:</source>
        <translation>언어:</translation>
    </message>
    <message>
        <source>Closing the window while answers are written keeps Desktop Agent in the tray</source>
        <translation>답변을 작성하는 중에 창을 닫으면 Desktop Agent가 트레이에 남습니다</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>트레이에서 계속 실행</translation>
    </message>
    <message>
        <source>Quick ask shortcut</source>
        <translation>빠른 질문 단축키</translation>
    </message>
    <message>
        <source>Clear the shortcut</source>
        <translation>단축키 지우기</translation>
    </message>
    <message>
        <source>Opens Quick ask from any application.</source>
        <translation>어떤 애플리케이션에서든 빠른 질문을 엽니다.</translation>
    </message>
    <message>
        <source>Tray:</source>
        <translation>트레이:</translation>
    </message>
    <message>
        <source>Quick ask:</source>
        <translation>빠른 질문:</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="76"/>
        <source>Approve {tool}?</source>
        <translation>{tool} 도구를 승인할까요?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="82"/>
        <source>{tool} wants to run</source>
        <translation>{tool} 도구가 실행을 요청합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="83"/>
        <source>Tool</source>
        <translation>도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="88"/>
        <source>Risk</source>
        <translation>위험도</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="99"/>
        <source>a built-in tool</source>
        <translation>기본 제공 도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="101"/>
        <source>a tool from the MCP server “{server}”</source>
        <translation>MCP 서버 “{server}”의 도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="104"/>
        <source>Asked by {model} · {origin} · {reason}</source>
        <translation>요청: {model} · {origin} · {reason}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="105"/>
        <source>the model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="108"/>
        <source>Why it asks</source>
        <translation>승인을 요청하는 이유</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="114"/>
        <source>Why this always asks</source>
        <translation>항상 승인을 요청하는 이유</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="119"/>
        <source>What will run</source>
        <translation>실행될 내용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="121"/>
        <source>How the tool changed</source>
        <translation>도구의 변경 내용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="123"/>
        <source>Tool changed since you approved it</source>
        <translation>승인 이후 도구가 변경됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="125"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="133"/>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="128"/>
        <source>Changes</source>
        <translation>변경 사항</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="131"/>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="136"/>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="138"/>
        <source>Arguments</source>
        <translation>인수</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="142"/>
        <source>Only calls like</source>
        <translation>다음과 같은 호출만</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="143"/>
        <source>every call of this tool</source>
        <translation>이 도구의 모든 호출</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="146"/>
        <source>For “this session” and “always”: only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>“이 세션 동안”과 “항상”에 적용: 이 패턴과 일치하는 호출만 승인합니다(src/** 같은 경로 glob, git log * 같은 명령, 호스트). 비워 두면 이 도구의 모든 호출이 해당됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="150"/>
        <source>in every folder</source>
        <translation>모든 폴더에서</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="151"/>
        <source>Always approve in every folder</source>
        <translation>모든 폴더에서 항상 승인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="153"/>
        <source>Only calls like:</source>
        <translation>다음과 같은 호출만:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="158"/>
        <source>Note to the model if you deny (optional)</source>
        <translation>거부할 때 모델에 전할 메모(선택 사항)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="159"/>
        <source>Note to the model</source>
        <translation>모델에 전할 메모</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="163"/>
        <source>&amp;Approve once</source>
        <translation>한 번 승인(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="164"/>
        <source>Approve</source>
        <translation>승인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="165"/>
        <source>For this &amp;session</source>
        <translation>이 세션 동안(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="166"/>
        <source>Approve for this session</source>
        <translation>이 세션 동안 승인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="167"/>
        <source>A&amp;lways</source>
        <translation>항상(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="168"/>
        <source>Always approve</source>
        <translation>항상 승인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="169"/>
        <source>&amp;Deny</source>
        <translation>거부(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="170"/>
        <source>Deny</source>
        <translation>거부</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="183"/>
        <source>Saved, but calls like this one still ask: {why}</source>
        <translation>저장되지만, 이와 같은 호출은 계속 승인을 요청합니다: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="188"/>
        <source>Low risk</source>
        <translation>낮은 위험</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="189"/>
        <source>Medium risk</source>
        <translation>중간 위험</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/approval_dialog.py" line="190"/>
        <source>High risk</source>
        <translation>높은 위험</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>new file</source>
        <translation>새 파일</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>삭제됨</translation>
    </message>
    <message>
        <source>+{added} −{removed}</source>
        <translation>+{added} −{removed}</translation>
    </message>
    <message>
        <source>Lines changed</source>
        <translation>변경된 줄</translation>
    </message>
    <message>
        <source>How it runs</source>
        <translation>실행 방식</translation>
    </message>
    <message>
        <source>Asked by {model} · {origin}</source>
        <translation>{model}의 요청 · {origin}</translation>
    </message>
    <message>
        <source>Only calls matching this pattern (a path glob like src/**, a command like git log *, a host). Empty means every call of the tool.</source>
        <translation>이 패턴에 맞는 호출만(src/** 같은 경로, git log * 같은 명령, 호스트). 비워 두면 이 도구의 모든 호출.</translation>
    </message>
    <message>
        <source>Always approve &amp;calls like:</source>
        <translation>항상 승인할 &amp;호출:</translation>
    </message>
    <message>
        <source>In every &amp;folder, not only this one</source>
        <translation>모든 &amp;폴더에서(이 폴더만이 아니라)</translation>
    </message>
    <message>
        <source>Appro&amp;ve always</source>
        <translation>항상 승&amp;인</translation>
    </message>
    <message>
        <source>Don&apos;t ask again until this session ends, for calls like: {pattern}</source>
        <translation>이 세션이 끝날 때까지 다음과 같은 호출은 묻지 않음: {pattern}</translation>
    </message>
    <message>
        <source>Don&apos;t ask again for this tool until this session ends</source>
        <translation>이 세션이 끝날 때까지 이 도구는 묻지 않음</translation>
    </message>
    <message>
        <source>A&amp;lways…</source>
        <translation>항상(&amp;L)…</translation>
    </message>
    <message>
        <source>Always approve…</source>
        <translation>항상 승인…</translation>
    </message>
    <message>
        <source>✓ Low risk</source>
        <translation>✓ 낮은 위험</translation>
    </message>
    <message>
        <source>◆ Medium risk</source>
        <translation>◆ 중간 위험</translation>
    </message>
    <message>
        <source>⚠ High risk</source>
        <translation>⚠ 높은 위험</translation>
    </message>
    <message>
        <source>Run this command?</source>
        <translation>이 명령을 실행할까요?</translation>
    </message>
    <message>
        <source>Create {path}?</source>
        <translation>{path}을(를) 만들까요?</translation>
    </message>
    <message>
        <source>Overwrite {path}?</source>
        <translation>{path}을(를) 덮어쓸까요?</translation>
    </message>
    <message>
        <source>{action}?</source>
        <translation>{action}?</translation>
    </message>
    <message>
        <source>Use the tool {tool}?</source>
        <translation>도구 {tool}을(를) 사용할까요?</translation>
    </message>
    <message>
        <source>Not sandboxed: {consequence}</source>
        <translation>샌드박스 밖: {consequence}</translation>
    </message>
    <message>
        <source>Asked by the tool&apos;s view in the chat · {origin}</source>
        <translation>채팅 속 도구 화면이 요청함 · {origin}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="159"/>
        <source>Attached files</source>
        <translation>첨부 파일</translation>
    </message>
</context>
<context>
    <name>Attachments</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="252"/>
        <source>Attach files</source>
        <translation>파일 첨부</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="255"/>
        <source>All files (*);;Images (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDFs (*.pdf)</source>
        <translation>모든 파일 (*);;이미지 (*.png *.jpg *.jpeg *.gif *.webp *.bmp *.tif *.tiff);;PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="268"/>
        <source>Pasted image {time}.png</source>
        <translation>붙여 넣은 이미지 {time}.png</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="275"/>
        <source>{name} was not attached: a message takes at most {n} files.</source>
        <translation>{name}을(를) 첨부하지 않았습니다. 메시지 하나에 파일을 최대 {n}개까지 첨부할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="313"/>
        <source>{model} does not see images: it gets each image&apos;s name only.</source>
        <translation>{model}은(는) 이미지를 볼 수 없어 각 이미지의 이름만 받습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="315"/>
        <source>{model} may not see images; they are sent as images.</source>
        <translation>{model}은(는) 이미지를 보지 못할 수도 있습니다. 이미지는 그대로 이미지로 전송됩니다.</translation>
    </message>
</context>
<context>
    <name>ChatDocument</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="207"/>
        <location filename="../../desktop_agent/ui/chat_document.py" line="214"/>
        <source>Open link</source>
        <translation>링크 열기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="208"/>
        <source>Open this address in your browser?</source>
        <translation>이 주소를 브라우저에서 열까요?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="252"/>
        <source>{inp:,} tokens in · {out:,} out</source>
        <translation>입력 {inp:,} 토큰 · 출력 {out:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="256"/>
        <source> · {n:,} from cache</source>
        <translation> · 캐시 {n:,}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="268"/>
        <source>Copied to the clipboard</source>
        <translation>클립보드에 복사했습니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="483"/>
        <source>Copy code</source>
        <translation>코드 복사</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="486"/>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="560"/>
        <source>Thought for a moment</source>
        <translation>잠시 생각함</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="562"/>
        <source>Thought for {s:.0f} s</source>
        <translation>{s:.0f}초 동안 생각함</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="564"/>
        <source>Thoughts</source>
        <translation>생각</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Interrupted</source>
        <translation>중단됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="652"/>
        <source>Ended by an error</source>
        <translation>오류로 종료됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="684"/>
        <source>  from {server}</source>
        <translation>  {server} 서버</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="695"/>
        <source>Review…</source>
        <translation>검토…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result ({n:,} lines)</source>
        <translation>결과({n:,}줄)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="704"/>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="708"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="714"/>
        <source>… {n:,} more lines (Copy has them all)</source>
        <translation>… {n:,}줄 더 있음(복사하면 전체가 복사됩니다)</translation>
    </message>
    <message>
        <source>1 citation removed: the model cited a passage or page it was never given ({ids}).</source>
        <translation>인용 1개를 삭제했습니다: 모델이 받은 적 없는 구절이나 페이지를 인용했습니다({ids}).</translation>
    </message>
    <message>
        <source>{n} citations removed: the model cited passages or pages it was never given ({ids}).</source>
        <translation>인용 {n}개를 삭제했습니다: 모델이 받은 적 없는 구절이나 페이지를 인용했습니다({ids}).</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <source>  {n:,} lines</source>
        <translation>  {n:,}줄</translation>
    </message>
    <message>
        <source>Hide output</source>
        <translation>출력 숨기기</translation>
    </message>
    <message>
        <source>Show output</source>
        <translation>출력 보기</translation>
    </message>
    <message>
        <source>Copy output</source>
        <translation>출력 복사</translation>
    </message>
    <message>
        <source>… {n:,} more lines (Copy output has them all)</source>
        <translation>… {n:,}줄 더 있음(&apos;출력 복사&apos;로 모두 복사됨)</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="73"/>
        <source>Conversation</source>
        <translation>대화</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="169"/>
        <source>The preview opened in your browser</source>
        <translation>브라우저에서 미리 보기를 열었습니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="171"/>
        <source>No browser could open {path}</source>
        <translation>{path}을(를) 열 수 있는 브라우저가 없습니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="240"/>
        <source>Show earlier messages ({n:,})</source>
        <translation>이전 메시지 보기({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="250"/>
        <source>Show newer messages ({n:,})</source>
        <translation>최근 메시지 보기({n:,})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="397"/>
        <source>Previous version</source>
        <translation>이전 버전</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="400"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="425"/>
        <source>Next version</source>
        <translation>다음 버전</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="418"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="420"/>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="427"/>
        <source>Regenerate</source>
        <translation>다시 생성</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="429"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <location filename="../../desktop_agent/ui/chat_view.py" line="549"/>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="431"/>
        <source>Pin: kept word for word when earlier messages are summarised</source>
        <translation>고정: 이전 메시지를 요약할 때도 원문 그대로 유지합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="433"/>
        <source>Pinned: kept word for word when earlier messages are summarised. Unpin</source>
        <translation>고정됨: 이전 메시지를 요약할 때도 원문 그대로 유지합니다. 고정 해제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="490"/>
        <source>Answering with the skill @{name}.</source>
        <translation>@{name} 스킬로 답변합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="517"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="523"/>
        <source>↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).</source>
        <translation>↻ {msg} {delay:.0f}초 후 다시 시도합니다({n}/{most}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="541"/>
        <source>Stopped.</source>
        <translation>중지했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="546"/>
        <source>Build this plan</source>
        <translation>이 계획대로 진행</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="547"/>
        <source>The plan is ready.</source>
        <translation>계획이 준비되었습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="580"/>
        <source>Waiting for the first word… {s} s</source>
        <translation>첫 응답을 기다리는 중… {s}초</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="581"/>
        <source>Reading the conversation… {pct} % of {total} tokens · {s} s</source>
        <translation>대화를 읽는 중… {total} 토큰 중 {pct}% · {s}초</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Open settings</source>
        <translation>설정 열기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_view.py" line="606"/>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="27"/>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="79"/>
        <source>Jump to latest</source>
        <translation>최신 메시지로 이동</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="28"/>
        <source>Jump to the newest message (End)</source>
        <translation>가장 최근 메시지로 이동(End)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="73"/>
        <source>{n} new messages</source>
        <translation>새 메시지 {n}개</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_follow.py" line="75"/>
        <source>1 new message</source>
        <translation>새 메시지 1개</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="16"/>
        <source>Summarise what this folder&apos;s project does</source>
        <translation>이 폴더의 프로젝트가 하는 일을 요약해 주세요</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="17"/>
        <source>Find the TODO comments and list them by file</source>
        <translation>TODO 주석을 찾아 파일별로 정리해 주세요</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="18"/>
        <source>Explain the last error in the log and how to fix it</source>
        <translation>로그의 마지막 오류와 해결 방법을 설명해 주세요</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="34"/>
        <source>New conversation</source>
        <translation>새 대화</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="37"/>
        <source>Ask anything</source>
        <translation>무엇이든 물어보세요</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="45"/>
        <source>Model and folder</source>
        <translation>모델 및 폴더</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="56"/>
        <source>Put this request in the message box</source>
        <translation>이 요청을 메시지 입력란에 넣기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/empty_state.py" line="73"/>
        <source>{model}  ·  in {folder}</source>
        <translation>{model}  ·  {folder} 폴더</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="28"/>
        <source>Summary undone: the {n} earlier messages go to the model whole again.</source>
        <translation>요약을 취소했습니다. 이전 메시지 {n}개가 다시 그대로 모델에 전달됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="32"/>
        <source>Earlier conversation summarised</source>
        <translation>이전 대화 요약됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="34"/>
        <source>Earlier conversation summarised on request</source>
        <translation>요청에 따라 이전 대화 요약됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="36"/>
        <source>{how} — {n} messages, about {before} → {after} tokens.</source>
        <translation>{how} — 메시지 {n}개, 약 {before} → {after} 토큰.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="84"/>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="86"/>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="88"/>
        <source>Show summary</source>
        <translation>요약 보기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="70"/>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="72"/>
        <source>waiting for your approval</source>
        <translation>승인 대기 중</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="74"/>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="76"/>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="78"/>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="80"/>
        <source>denied</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_document.py" line="82"/>
        <source>interrupted</source>
        <translation>중단됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="40"/>
        <source>Image</source>
        <translation>이미지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_attachments.py" line="121"/>
        <source>the file is no longer there</source>
        <translation>파일이 더 이상 없습니다</translation>
    </message>
    <message>
        <source>↻ Retried once after an error: {error}</source>
        <translation>↻ 오류 후 1번 다시 시도함: {error}</translation>
    </message>
    <message numerus="yes">
        <source>↻ Retried %n times after an error: {error}</source>
        <translation>
            <numerusform>↻ 오류 후 %n번 다시 시도함: {error}</numerusform>
        </translation>
    </message>
    <message>
        <source>Set one up</source>
        <translation>설정하기</translation>
    </message>
    <message>
        <source>Set up a model</source>
        <translation>모델 설정</translation>
    </message>
    <message>
        <source>Add an API key or choose a model on this computer</source>
        <translation>API 키를 추가하거나 이 컴퓨터의 모델을 선택하세요</translation>
    </message>
    <message>
        <source>No model set up yet</source>
        <translation>아직 설정된 모델이 없습니다</translation>
    </message>
    <message>
        <source>{model} needs an API key. Add one, or choose a model that runs on this computer.</source>
        <translation>{model}에는 API 키가 필요합니다. 키를 추가하거나 이 컴퓨터에서 실행되는 모델을 선택하세요.</translation>
    </message>
    <message>
        <source>Summarise the project</source>
        <translation>프로젝트 요약</translation>
    </message>
    <message>
        <source>What this folder&apos;s project does</source>
        <translation>이 폴더의 프로젝트가 하는 일</translation>
    </message>
    <message>
        <source>List the TODOs</source>
        <translation>TODO 목록</translation>
    </message>
    <message>
        <source>Every TODO comment, by file</source>
        <translation>모든 TODO 주석, 파일별로</translation>
    </message>
    <message>
        <source>Explain an error</source>
        <translation>오류 설명</translation>
    </message>
    <message>
        <source>The log&apos;s last error, and its fix</source>
        <translation>로그의 마지막 오류와 해결 방법</translation>
    </message>
    <message>
        <source>Read aloud (again to stop)</source>
        <translation>소리 내어 읽기(다시 누르면 중지)</translation>
    </message>
</context>
<context>
    <name>Chip</name>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="74"/>
        <source>Reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="84"/>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="85"/>
        <source>Remove {name}</source>
        <translation>{name} 제거</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="98"/>
        <source>Attached file {name}</source>
        <translation>첨부 파일 {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/attachment_tray.py" line="108"/>
        <source>PDF · %n page(s)</source>
        <translation>
            <numerusform>PDF · %n페이지</numerusform>
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
        <translation>문제가 발생했습니다. 대화는 저장되어 있습니다.

계속 작업할 수 있습니다. 문제가 반복되면 Desktop Agent를 다시 시작하세요. 아래 세부 정보는 원인을 찾는 데 도움이 되며, API 키는 포함되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="53"/>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Show details</source>
        <translation>세부 정보 보기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="56"/>
        <source>Copy details</source>
        <translation>세부 정보 복사</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="92"/>
        <source>Copied</source>
        <translation>복사했습니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="99"/>
        <source>(%n errors so far)</source>
        <translation>
            <numerusform>(지금까지 오류 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/crash_dialog.py" line="105"/>
        <source>Hide details</source>
        <translation>세부 정보 숨기기</translation>
    </message>
</context>
<context>
    <name>ElicitationDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="90"/>
        <source>The server&apos;s message</source>
        <translation>서버의 메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="94"/>
        <source>The message is long: {n} more characters are not shown.</source>
        <translation>메시지가 깁니다. {n}자가 더 있지만 표시되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="98"/>
        <source>Message cut</source>
        <translation>메시지 잘림</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="119"/>
        <source>Problem with {field}</source>
        <translation>{field} 문제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="128"/>
        <source>Yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="138"/>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="176"/>
        <source>a whole number</source>
        <translation>정수</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="178"/>
        <source>a number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="181"/>
        <source>{what} from {low} to {high}</source>
        <translation>{low}~{high} 사이의 {what}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="215"/>
        <source>Required</source>
        <translation>필수</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="226"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>MCP 서버 “{server}”의 요청</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="233"/>
        <source>“{server}” asks for some information</source>
        <translation>“{server}” 서버가 정보를 요청합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="234"/>
        <source>Which server asks</source>
        <translation>요청한 서버</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="238"/>
        <source>Your answers go only to this server. Fields marked * are required.</source>
        <translation>답변은 이 서버에만 전달됩니다. *로 표시된 항목은 필수입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="275"/>
        <source>&amp;Decline</source>
        <translation>거절(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="276"/>
        <source>Decline</source>
        <translation>거절</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="277"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="278"/>
        <source>&amp;Send</source>
        <translation>보내기(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="279"/>
        <source>Accept</source>
        <translation>수락</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="178"/>
        <source>The conversation is too long for {model}: the request is {asked} tokens and the model&apos;s context window holds {window}.</source>
        <translation>대화가 너무 길어 {model}에서 처리할 수 없습니다. 요청은 {asked} 토큰인데 모델의 컨텍스트 창은 {window} 토큰입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="184"/>
        <source>The conversation is too long for {model}.</source>
        <translation>대화가 너무 길어 {model}에서 처리할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="186"/>
        <source>Start the server with a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx), use the chat profile (no tools), or start a new session.</source>
        <translation>더 큰 컨텍스트로 서버를 시작하거나(llama.cpp: --ctx-size 8192, Ollama: num_ctx), chat 프로필(도구 없음)을 사용하거나, 새 세션을 시작하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="192"/>
        <source>Start a new session, or pick a model with a larger context window.</source>
        <translation>새 세션을 시작하거나 컨텍스트 창이 더 큰 모델을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="218"/>
        <source>{label} rejected the API key ({code}).</source>
        <translation>{label}에서 API 키를 거부했습니다({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="219"/>
        <source>Check the key in Settings, or store a new one with `desktop-agent keys set`.</source>
        <translation>설정에서 키를 확인하거나 `desktop-agent keys set`으로 새 키를 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="224"/>
        <source>{label} has no model called {model}, or the endpoint address is wrong.</source>
        <translation>{label}에 {model} 모델이 없거나 엔드포인트 주소가 잘못되었습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="227"/>
        <source>Pick another model, or check the provider&apos;s base URL.</source>
        <translation>다른 모델을 선택하거나 제공자의 기본 URL을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="230"/>
        <source>{label} is rate limiting requests; it asks to wait {seconds} s.</source>
        <translation>{label}에서 요청 속도를 제한하고 있습니다. {seconds}초 기다려 달라고 합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="232"/>
        <source>{label} is rate limiting requests.</source>
        <translation>{label}에서 요청 속도를 제한하고 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="233"/>
        <source>Wait a moment and try again, or use a different model.</source>
        <translation>잠시 기다린 후 다시 시도하거나 다른 모델을 사용하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="236"/>
        <source>Your {label} account has run out of quota or credit.</source>
        <translation>{label} 계정의 할당량 또는 크레딧이 소진되었습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="237"/>
        <source>Check your plan and billing with the provider.</source>
        <translation>제공자에게서 요금제와 결제 정보를 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="240"/>
        <source>{label} is overloaded right now.</source>
        <translation>{label}이(가) 지금 과부하 상태입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="241"/>
        <source>Try again in a minute.</source>
        <translation>1분 후에 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="244"/>
        <source>{label} had a server error ({code}).</source>
        <translation>{label}에서 서버 오류가 발생했습니다({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="246"/>
        <source>{label} had a server error in the stream.</source>
        <translation>{label}에서 스트리밍 중에 서버 오류가 발생했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="247"/>
        <source>Try again; if it keeps happening, check the provider&apos;s status page.</source>
        <translation>다시 시도하세요. 계속 발생하면 제공자의 상태 페이지를 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="252"/>
        <location filename="../../desktop_agent/providers/errors.py" line="327"/>
        <source>{label} took too long to answer.</source>
        <translation>{label}의 응답이 너무 오래 걸렸습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="253"/>
        <location filename="../../desktop_agent/providers/errors.py" line="328"/>
        <source>Try again, or check your connection.</source>
        <translation>다시 시도하거나 연결 상태를 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="256"/>
        <source>{label}&apos;s content filter blocked this request.</source>
        <translation>{label}의 콘텐츠 필터가 이 요청을 차단했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="257"/>
        <source>Rephrase the message.</source>
        <translation>메시지를 다르게 표현해 보세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="260"/>
        <source>{label} refused the request ({code}).</source>
        <translation>{label}에서 요청을 거부했습니다({code}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="262"/>
        <source>{label} refused the request.</source>
        <translation>{label}에서 요청을 거부했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="263"/>
        <source>Check the model and settings; this may be a bug worth reporting.</source>
        <translation>모델과 설정을 확인하세요. 보고할 만한 버그일 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="269"/>
        <source>{label} rejected the API key.</source>
        <translation>{label}에서 API 키를 거부했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="278"/>
        <source>{label} returned an error.</source>
        <translation>{label}에서 오류를 반환했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="279"/>
        <location filename="../../desktop_agent/providers/errors.py" line="335"/>
        <location filename="../../desktop_agent/providers/errors.py" line="388"/>
        <location filename="../../desktop_agent/providers/errors.py" line="404"/>
        <source>Try again.</source>
        <translation>다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="334"/>
        <location filename="../../desktop_agent/providers/errors.py" line="387"/>
        <source>The connection to {label} broke while the answer was streaming.</source>
        <translation>답변을 스트리밍하는 중에 {label}와(과)의 연결이 끊어졌습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="342"/>
        <source>Nothing is answering at {where} — is the {server} running?</source>
        <translation>{where}에서 응답이 없습니다 — {server}이(가) 실행 중인가요?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="343"/>
        <source>Start it, then try again.</source>
        <translation>서버를 시작한 다음 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="350"/>
        <source>Could not reach {label} at {url}.</source>
        <translation>{url}의 {label}에 연결할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="351"/>
        <source>Check your internet connection, or that the local server is running.</source>
        <translation>인터넷 연결을 확인하거나 로컬 서버가 실행 중인지 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="377"/>
        <source>{label} sent a malformed reply.</source>
        <translation>{label}에서 형식이 잘못된 응답을 보냈습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="378"/>
        <source>Try again; if it keeps happening, the server may not be fully compatible.</source>
        <translation>다시 시도하세요. 계속 발생하면 서버가 완전히 호환되지 않는 것일 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="394"/>
        <source>Something unexpected went wrong talking to {label}.</source>
        <translation>{label}와(과) 통신하는 중에 예기치 않은 문제가 발생했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="395"/>
        <source>See the log for details.</source>
        <translation>자세한 내용은 로그를 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/providers/errors.py" line="403"/>
        <source>{label} closed the connection before the answer was complete.</source>
        <translation>답변이 완료되기 전에 {label}에서 연결을 닫았습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="100"/>
        <source>This conversation needs about {needed} tokens with the {agent} agent&apos;s instructions and tools, and {model} takes {window}. Nothing was sent.</source>
        <translation>이 대화에는 {agent} 에이전트의 지침과 도구를 포함해 약 {needed} 토큰이 필요하지만, {model}은(는) {window} 토큰까지만 받습니다. 아무것도 보내지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="105"/>
        <source>Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>plan 프로필(도구 적음)이나 chat 프로필(도구 없음)을 사용하거나, 새 세션을 시작하거나, 서버의 컨텍스트를 늘리세요(llama.cpp: --ctx-size 8192, Ollama: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="114"/>
        <source>This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.</source>
        <translation>이 대화에는 약 {needed} 토큰이 필요하지만, {model}은(는) {window} 토큰까지만 받습니다. 아무것도 보내지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/prompt_budget.py" line="118"/>
        <source>Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).</source>
        <translation>새 세션을 시작하거나 서버의 컨텍스트를 늘리세요(llama.cpp: --ctx-size 8192, Ollama: num_ctx 8192).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="12"/>
        <source>This conversation is still loading.</source>
        <translation>이 대화를 아직 불러오는 중입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="13"/>
        <source>Send again in a moment: the model needs the whole conversation.</source>
        <translation>잠시 후 다시 보내세요. 모델에는 대화 전체가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="20"/>
        <source>This session is already answering.</source>
        <translation>이 세션은 이미 답변하는 중입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="21"/>
        <source>Wait or stop it first.</source>
        <translation>기다리거나 먼저 중지하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="28"/>
        <source>This session is answering in another window or terminal (since {since}).</source>
        <translation>이 세션은 다른 창이나 터미널에서 답변하는 중입니다({since}부터).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="31"/>
        <source>Wait for that answer, or stop it there — or start a new session.</source>
        <translation>그 답변을 기다리거나 그곳에서 중지하세요. 또는 새 세션을 시작하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="39"/>
        <source>These instructions are {length} characters; a session&apos;s take at most {most}.</source>
        <translation>이 지침은 {length}자입니다. 세션 지침은 최대 {most}자까지 쓸 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="42"/>
        <source>Shorten them, or put the long part in a file in the workspace and ask the agent to read it.</source>
        <translation>지침을 줄이거나, 긴 부분을 작업 폴더의 파일에 넣고 에이전트에게 그 파일을 읽어 달라고 요청하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="54"/>
        <source>That message is no longer part of this conversation.</source>
        <translation>그 메시지는 더 이상 이 대화에 포함되어 있지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/agent/refusals.py" line="55"/>
        <source>Open the session again and edit the message from there.</source>
        <translation>세션을 다시 열고 거기에서 메시지를 편집하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="50"/>
        <source>Images (PNG, JPEG, GIF, WebP, BMP, TIFF), PDFs and text files can be attached.</source>
        <translation>이미지(PNG, JPEG, GIF, WebP, BMP, TIFF), PDF, 텍스트 파일을 첨부할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="53"/>
        <source>{name} is not an image, a PDF or a text file, so it cannot be attached.</source>
        <translation>{name}은(는) 이미지, PDF, 텍스트 파일이 아니므로 첨부할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="56"/>
        <source>{name} is empty, so there is nothing to attach.</source>
        <translation>{name}은(는) 비어 있어 첨부할 내용이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="57"/>
        <source>Save a copy without the password (for example by printing it to PDF) and attach that.</source>
        <translation>암호가 없는 사본을 저장한 다음(예: PDF로 인쇄) 그 파일을 첨부하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="60"/>
        <source>Attach only the pages that matter (save them as a new PDF).</source>
        <translation>필요한 페이지만 첨부하세요(새 PDF로 저장).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="134"/>
        <source>{name} was not found; it may have been moved or deleted.</source>
        <translation>{name}을(를) 찾을 수 없습니다. 이동되었거나 삭제되었을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="143"/>
        <source>{name} is a folder; attach the files inside it one by one.</source>
        <translation>{name}은(는) 폴더입니다. 안에 있는 파일을 하나씩 첨부하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="206"/>
        <source>{name} is a HEIC or AVIF image, which cannot be read here.</source>
        <translation>{name}은(는) HEIC 또는 AVIF 이미지라서 여기에서 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="207"/>
        <source>Save or export it as JPEG or PNG and attach that.</source>
        <translation>JPEG 또는 PNG로 저장하거나 내보낸 다음 그 파일을 첨부하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="213"/>
        <source>{name} looks like text, but not in UTF-8 or UTF-16, so it cannot be attached.</source>
        <translation>{name}은(는) 텍스트로 보이지만 UTF-8이나 UTF-16이 아니므로 첨부할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="216"/>
        <source>Save it as UTF-8 (most editors offer this under “Save as”) and attach it again.</source>
        <translation>UTF-8로 저장한 다음(대부분의 편집기에서 “다른 이름으로 저장”에 이 옵션이 있습니다) 다시 첨부하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="232"/>
        <source>{name} is {size}; images can be attached up to {limit}.</source>
        <translation>{name}의 크기는 {size}입니다. 이미지는 최대 {limit}까지 첨부할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="233"/>
        <source>{name} is {size}; PDFs can be attached up to {limit}.</source>
        <translation>{name}의 크기는 {size}입니다. PDF는 최대 {limit}까지 첨부할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="234"/>
        <source>{name} is {size}; text files can be attached up to {limit}.</source>
        <translation>{name}의 크기는 {size}입니다. 텍스트 파일은 최대 {limit}까지 첨부할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="240"/>
        <source>Attach a smaller file, or only the part that matters.</source>
        <translation>더 작은 파일이나 필요한 부분만 첨부하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="257"/>
        <source>{name} cannot be read ({why}).</source>
        <translation>{name}을(를) 읽을 수 없습니다({why}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="263"/>
        <source>{name} is not a regular file (a device, pipe or socket), so it cannot be attached.</source>
        <translation>{name}은(는) 일반 파일이 아니므로(장치, 파이프 또는 소켓) 첨부할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="327"/>
        <source>{name} has too many pixels to be opened safely (more than {most}).</source>
        <translation>{name}은(는) 픽셀 수가 너무 많아 안전하게 열 수 없습니다({most} 초과).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="328"/>
        <source>Attach a smaller version of the image.</source>
        <translation>더 작은 크기의 이미지를 첨부하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="336"/>
        <source>{name} could not be read as an image; it may be damaged or incomplete.</source>
        <translation>{name}을(를) 이미지로 읽을 수 없습니다. 손상되었거나 불완전한 파일일 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="413"/>
        <source>{name} cannot be made to fit in {limit} as an image.</source>
        <translation>{name}을(를) 이미지로 {limit} 이내로 줄일 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="436"/>
        <source>{name} is protected by a password, so its text cannot be read.</source>
        <translation>{name}은(는) 암호로 보호되어 있어 텍스트를 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="443"/>
        <source>{name} is encrypted in a way that cannot be opened here, so its text cannot be read.</source>
        <translation>{name}은(는) 여기서 열 수 없는 방식으로 암호화되어 있어 텍스트를 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="460"/>
        <source>{name} could not be read as a PDF; it may be damaged or incomplete.</source>
        <translation>{name}을(를) PDF로 읽을 수 없습니다. 손상되었거나 불완전한 파일일 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="468"/>
        <source>{name} has {count} pages; PDFs can be attached up to {most} pages.</source>
        <translation>{name}은(는) {count}페이지입니다. PDF는 최대 {most}페이지까지 첨부할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="490"/>
        <source>{name} has more text than can be sent at once (over {most} characters by page {page}).</source>
        <translation>{name}의 텍스트가 한 번에 보낼 수 있는 양보다 많습니다({page}페이지까지 {most}자 초과).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="503"/>
        <source>{name} has no text layer (a scan?), so there is nothing the model could read in it.</source>
        <translation>{name}에는 텍스트 레이어가 없어(스캔본인가요?) 모델이 읽을 수 있는 내용이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/attachment_files.py" line="507"/>
        <source>Attach the pages as images instead, or run text recognition (OCR) on it first.</source>
        <translation>대신 페이지를 이미지로 첨부하거나, 먼저 문자 인식(OCR)을 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="34"/>
        <source>The disk holding the history ({folder}) is full; recent messages are kept in memory.</source>
        <translation>대화 기록을 저장하는 디스크({folder})가 가득 찼습니다. 최근 메시지는 메모리에 보관됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="38"/>
        <source>Free some space; they are saved as soon as there is room.</source>
        <translation>공간을 확보하세요. 공간이 생기는 즉시 저장됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="44"/>
        <source>The history database is busy in another program.</source>
        <translation>다른 프로그램이 대화 기록 데이터베이스를 사용하고 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="45"/>
        <source>Close other copies of Desktop Agent; saving resumes by itself.</source>
        <translation>실행 중인 다른 Desktop Agent를 닫으세요. 저장은 자동으로 다시 시작됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="50"/>
        <source>The history database at {path} cannot be written.</source>
        <translation>{path}의 대화 기록 데이터베이스에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="51"/>
        <source>Check the folder&apos;s permissions; messages are kept in memory meanwhile.</source>
        <translation>폴더 권한을 확인하세요. 그동안 메시지는 메모리에 보관됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="59"/>
        <source>The history database at {path} is damaged.</source>
        <translation>{path}의 대화 기록 데이터베이스가 손상되었습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/storage/database.py" line="60"/>
        <source>Restart Desktop Agent.</source>
        <translation>Desktop Agent를 다시 시작하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/domain/errors.py" line="17"/>
        <source>The server said: {said}</source>
        <translation>서버 응답: {said}</translation>
    </message>
    <message>
        <source>&apos;{name}&apos; is not a knowledge base name.</source>
        <translation>&apos;{name}&apos;은(는) 지식 베이스 이름으로 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Use letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos; (at most 64).</source>
        <translation>영문자, 숫자, &apos;-&apos;, &apos;_&apos;, &apos;.&apos;를 쓰세요(최대 64자).</translation>
    </message>
    <message>
        <source>There is no knowledge base &apos;{name}&apos;.</source>
        <translation>&apos;{name}&apos; 지식 베이스가 없습니다.</translation>
    </message>
    <message>
        <source>See them with `desktop-agent kb list`; make one with `kb create NAME`.</source>
        <translation>`desktop-agent kb list`로 확인하고 `kb create NAME`으로 만드세요.</translation>
    </message>
    <message>
        <source>The knowledge base &apos;{name}&apos; exists already.</source>
        <translation>&apos;{name}&apos; 지식 베이스가 이미 있습니다.</translation>
    </message>
    <message>
        <source>{path} does not exist.</source>
        <translation>{path}이(가) 없습니다.</translation>
    </message>
    <message>
        <source>{path} holds the app&apos;s own folder {own}: it is never indexed.</source>
        <translation>{path}에 앱 자체 폴더 {own}이(가) 들어 있습니다. 이 폴더는 색인하지 않습니다.</translation>
    </message>
    <message>
        <source>{path} is not a source of &apos;{name}&apos;.</source>
        <translation>{path}은(는) &apos;{name}&apos;의 원본이 아닙니다.</translation>
    </message>
    <message>
        <source>See them with `kb status NAME`.</source>
        <translation>`kb status NAME`로 확인하세요.</translation>
    </message>
    <message>
        <source>Indexing &apos;{name}&apos; stopped: {reason}.</source>
        <translation>&apos;{name}&apos; 색인이 멈췄습니다: {reason}.</translation>
    </message>
    <message>
        <source>Try Re-index; the log has the details.</source>
        <translation>다시 색인을 해 보세요. 자세한 내용은 로그에 있습니다.</translation>
    </message>
    <message>
        <source>Make one on the Knowledge page or with `kb create NAME`.</source>
        <translation>지식 베이스 페이지에서 만들거나 `kb create NAME`으로 만드세요.</translation>
    </message>
    <message>
        <source>Say what to look for as well as the base&apos;s name.</source>
        <translation>지식 베이스 이름과 함께 무엇을 찾을지도 적어 주세요.</translation>
    </message>
    <message>
        <source>The transcription endpoint&apos;s address {url} is not valid.</source>
        <translation>음성 인식 엔드포인트의 주소 {url}이(가) 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>Correct the provider&apos;s address in Settings › Providers.</source>
        <translation>설정 › 제공자에서 제공자의 주소를 수정하십시오.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} did not answer in {seconds} s.</source>
        <translation>음성 인식 엔드포인트 {host}이(가) {seconds}초 안에 응답하지 않았습니다.</translation>
    </message>
    <message>
        <source>Try again, or use the local model in Settings › Voice.</source>
        <translation>다시 시도하거나 설정 › 음성에서 로컬 모델을 사용하십시오.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} cannot be reached.</source>
        <translation>음성 인식 엔드포인트 {host}에 연결할 수 없습니다.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s address and your connection.</source>
        <translation>제공자의 주소와 연결 상태를 확인하십시오.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} refused the API key.</source>
        <translation>음성 인식 엔드포인트 {host}이(가) API 키를 거부했습니다.</translation>
    </message>
    <message>
        <source>Check the provider&apos;s key in Settings › Providers.</source>
        <translation>설정 › 제공자에서 제공자의 키를 확인하십시오.</translation>
    </message>
    <message>
        <source>{host} has no transcription model {model} (or no such route).</source>
        <translation>{host}에 음성 인식 모델 {model}이(가) 없습니다(또는 해당 경로가 없습니다).</translation>
    </message>
    <message>
        <source>Choose another model or provider in Settings › Voice.</source>
        <translation>설정 › 음성에서 다른 모델이나 제공자를 선택하십시오.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} is busy (too many requests).</source>
        <translation>음성 인식 엔드포인트 {host}이(가) 사용 중입니다(요청이 너무 많음).</translation>
    </message>
    <message>
        <source>Wait a moment and try again.</source>
        <translation>잠시 기다린 후 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} answered with error {code}.</source>
        <translation>음성 인식 엔드포인트 {host}이(가) 오류 {code}(으)로 응답했습니다.</translation>
    </message>
    <message>
        <source>The transcription endpoint {host} sent no transcript.</source>
        <translation>음성 인식 엔드포인트 {host}이(가) 인식 결과를 보내지 않았습니다.</translation>
    </message>
    <message>
        <source>Check that the provider offers OpenAI-compatible transcriptions.</source>
        <translation>제공자가 OpenAI 호환 음성 인식을 지원하는지 확인하십시오.</translation>
    </message>
    <message>
        <source>{name} cannot be read as a WAV file: {why}.</source>
        <translation>{name}을(를) WAV 파일로 읽을 수 없습니다: {why}.</translation>
    </message>
    <message>
        <source>Record or convert it to WAV (PCM or float, any rate) and try again.</source>
        <translation>WAV(PCM 또는 부동 소수점, 샘플 레이트 무관)로 녹음하거나 변환한 후 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>There is no file {path}.</source>
        <translation>{path} 파일이 없습니다.</translation>
    </message>
    <message>
        <source>No microphone was found.</source>
        <translation>마이크를 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>Connect a microphone (and allow the app to use it), then try again.</source>
        <translation>마이크를 연결하고(앱이 마이크를 사용하도록 허용한 후) 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>No loudspeaker or headphones were found to play the voice.</source>
        <translation>음성을 재생할 스피커나 헤드폰을 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>Connect one and try again, or read answers with the system&apos;s voice.</source>
        <translation>장치를 연결하고 다시 시도하거나, 시스템 음성으로 답변을 읽게 하십시오.</translation>
    </message>
    <message>
        <source>The microphone could not be opened: {why}.</source>
        <translation>마이크를 열 수 없습니다: {why}.</translation>
    </message>
    <message>
        <source>Check that no other program holds it, then try again.</source>
        <translation>다른 프로그램이 사용하고 있지 않은지 확인한 후 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>Check that Windows PowerShell is installed.</source>
        <translation>Windows PowerShell이 설치되어 있는지 확인하십시오.</translation>
    </message>
    <message>
        <source>The `say` command of macOS is missing from this system.</source>
        <translation>이 시스템에 macOS의 `say` 명령이 없습니다.</translation>
    </message>
    <message>
        <source>Install speech-dispatcher or espeak-ng to hear answers read aloud.</source>
        <translation>답변을 소리 내어 읽으려면 speech-dispatcher 또는 espeak-ng를 설치하십시오.</translation>
    </message>
    <message>
        <source>No voice was found on this system.</source>
        <translation>이 시스템에서 음성을 찾을 수 없습니다.</translation>
    </message>
    <message>
        <source>The answer could not be read aloud.</source>
        <translation>답변을 소리 내어 읽을 수 없습니다.</translation>
    </message>
    <message>
        <source>The system&apos;s voice ({program}) could not read the answer.</source>
        <translation>시스템 음성({program})이 답변을 읽지 못했습니다.</translation>
    </message>
    <message>
        <source>Check that sound works, or choose another voice in Settings › Voice.</source>
        <translation>소리가 제대로 나는지 확인하거나 설정 › 음성에서 다른 음성을 선택하십시오.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} took too long to answer.</source>
        <translation>음성 합성 엔드포인트 {url}의 응답이 너무 오래 걸렸습니다.</translation>
    </message>
    <message>
        <source>Try again, or read answers with the system&apos;s voice.</source>
        <translation>다시 시도하거나 시스템 음성으로 답변을 읽게 하십시오.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} could not be reached.</source>
        <translation>음성 합성 엔드포인트 {url}에 연결할 수 없습니다.</translation>
    </message>
    <message>
        <source>Check its address in Settings › Providers, and your connection.</source>
        <translation>설정 › 제공자에서 주소를 확인하고 연결 상태도 확인하십시오.</translation>
    </message>
    <message>
        <source>The speech endpoint {url} rejected the API key ({code}).</source>
        <translation>음성 합성 엔드포인트 {url}이(가) API 키를 거부했습니다({code}).</translation>
    </message>
    <message>
        <source>The speech endpoint {url} refused to read the answer ({code}).</source>
        <translation>음성 합성 엔드포인트 {url}이(가) 답변 읽기를 거부했습니다({code}).</translation>
    </message>
    <message>
        <source>Check the speech model and voice in Settings › Voice, or use the system&apos;s voice.</source>
        <translation>설정 › 음성에서 음성 합성 모델과 음성을 확인하거나 시스템 음성을 사용하십시오.</translation>
    </message>
    <message>
        <source>The speech-to-text model is not downloaded yet.</source>
        <translation>음성 인식 모델이 아직 다운로드되지 않았습니다.</translation>
    </message>
    <message>
        <source>The speech-to-text model could not be downloaded: {why}.</source>
        <translation>음성 인식 모델을 다운로드할 수 없습니다: {why}.</translation>
    </message>
    <message>
        <source>Check your connection and try again.</source>
        <translation>연결 상태를 확인하고 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>The speech-to-text model in {folder} did not load.</source>
        <translation>{folder}의 음성 인식 모델을 불러오지 못했습니다.</translation>
    </message>
    <message>
        <source>Delete that folder and download the model again.</source>
        <translation>해당 폴더를 삭제하고 모델을 다시 다운로드하십시오.</translation>
    </message>
    <message>
        <source>The local speech model knows English only, not {language}.</source>
        <translation>로컬 음성 인식 모델은 영어만 지원하며 {language}은(는) 지원하지 않습니다.</translation>
    </message>
    <message>
        <source>For other languages, choose an endpoint in Settings › Voice.</source>
        <translation>다른 언어를 사용하려면 설정 › 음성에서 엔드포인트를 선택하십시오.</translation>
    </message>
    <message>
        <source>Download it first ({megabytes} MB, once).</source>
        <translation>먼저 다운로드하십시오({megabytes} MB, 한 번만).</translation>
    </message>
    <message>
        <source>No API key is stored for {provider} (the endpoint).</source>
        <translation>{provider}(엔드포인트)에 저장된 API 키가 없습니다.</translation>
    </message>
    <message>
        <source>Add it in Settings › Providers or: desktop-agent keys set {provider}</source>
        <translation>설정 › 제공자에서 추가하거나 다음 명령을 실행하십시오: desktop-agent keys set {provider}</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="23"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="25"/>
        <location filename="../../desktop_agent/ui/find_bar.py" line="26"/>
        <source>Find in conversation</source>
        <translation>대화에서 찾기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="29"/>
        <source>Matches</source>
        <translation>일치 항목</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="32"/>
        <source>Previous match (Shift+Enter)</source>
        <translation>이전 항목(Shift+Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="35"/>
        <source>Next match (Enter)</source>
        <translation>다음 항목(Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="37"/>
        <source>Close (Esc)</source>
        <translation>닫기(Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/find_bar.py" line="138"/>
        <source>No matches</source>
        <translation>일치 항목 없음</translation>
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
        <translation>보내지 않음 (한도 초과, 가장 오래 사용되지 않은 것): {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="49"/>
        <source>Instructions for this session</source>
        <translation>이 세션의 지침</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="53"/>
        <source>Sent with every message of this session, after the profile&apos;s instructions. For example: the language to answer in, the project&apos;s conventions, what to leave alone.</source>
        <translation>이 세션의 모든 메시지와 함께 프로필 지침 다음에 전송됩니다. 예: 답변에 사용할 언어, 프로젝트의 규칙, 건드리지 말아야 할 것.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="59"/>
        <source>Session instructions</source>
        <translation>세션 지침</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="60"/>
        <source>Answer in British English. Keep answers short.</source>
        <translation>한국어로 답하세요. 답변은 짧게 해 주세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="63"/>
        <source>What the model is sent</source>
        <translation>모델에 전송되는 내용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="67"/>
        <source>Prompt size</source>
        <translation>프롬프트 크기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="70"/>
        <source>Instructions message</source>
        <translation>지침 메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="74"/>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="75"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="82"/>
        <source>What the model is sent with each message</source>
        <translation>각 메시지와 함께 모델에 전송되는 내용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="108"/>
        <source>{title} · about {n} tokens</source>
        <translation>{title} · 약 {n} 토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="114"/>
        <source>Tools ({count}): {names} · about {n} tokens</source>
        <translation>도구({count}개): {names} · 약 {n} 토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="118"/>
        <source>No tools: this profile answers in words only.</source>
        <translation>도구 없음: 이 프로필은 글로만 답합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="128"/>
        <source>About {system} tokens of instructions and {tools} of tools, plus {conversation} of conversation so far (estimated at four characters a token).</source>
        <translation>지침 약 {system} 토큰, 도구 {tools} 토큰에 지금까지의 대화 {conversation} 토큰이 더해집니다(4글자를 1토큰으로 추정).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="133"/>
        <source>About {system} tokens of instructions and {tools} of tools, before any conversation (estimated at four characters a token).</source>
        <translation>대화 전 기준으로 지침 약 {system} 토큰, 도구 {tools} 토큰입니다(4글자를 1토큰으로 추정).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="138"/>
        <source>The model takes {window}.</source>
        <translation>이 모델의 컨텍스트 창은 {window} 토큰입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="140"/>
        <source>Its small window gets the compact instructions and tool descriptions.</source>
        <translation>컨텍스트 창이 작아 간결한 지침과 도구 설명을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/instructions_dialog.py" line="142"/>
        <source>The last request took {n} input tokens, as the provider counted.</source>
        <translation>제공자 집계 기준으로 마지막 요청에 입력 토큰 {n}개가 사용되었습니다.</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="175"/>
        <source>API key for {provider}</source>
        <translation>{provider} API 키</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="178"/>
        <source>The key is stored in your system&apos;s keyring, never in the settings file.</source>
        <translation>키는 설정 파일이 아닌 시스템 키링에 저장됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="184"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
</context>
<context>
    <name>KeyEntry</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="93"/>
        <source>API key</source>
        <translation>API 키</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="94"/>
        <source>Paste the API key</source>
        <translation>API 키를 붙여 넣으세요</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="96"/>
        <source>Save key</source>
        <translation>키 저장</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="97"/>
        <source>Save the API key</source>
        <translation>API 키 저장</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="104"/>
        <source>API key message</source>
        <translation>API 키 메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="122"/>
        <location filename="../../desktop_agent/ui/key_entry.py" line="150"/>
        <source>Type or paste the key first.</source>
        <translation>먼저 키를 입력하거나 붙여 넣으세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="125"/>
        <source>Saving the key…</source>
        <translation>키를 저장하는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="144"/>
        <source>The key is saved in your keyring.</source>
        <translation>키를 키링에 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="156"/>
        <source>The key is kept for this run only.</source>
        <translation>키는 이번 실행 동안만 유지됩니다.</translation>
    </message>
</context>
<context>
    <name>KeyringProblem</name>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="54"/>
        <source>Keyring problem</source>
        <translation>키링 문제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="56"/>
        <source>&lt;b&gt;The key could not be stored in a keyring&lt;/b&gt;</source>
        <translation>&lt;b&gt;키를 키링에 저장할 수 없습니다&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="62"/>
        <source>Keep for this run only</source>
        <translation>이번 실행 동안만 유지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/key_entry.py" line="63"/>
        <source>Keep the key for this run only</source>
        <translation>이번 실행 동안만 키 유지</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="12"/>
        <source>Set</source>
        <translation>설정됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="13"/>
        <source>Set for this run</source>
        <translation>이번 실행 동안 설정됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="14"/>
        <source>Not set</source>
        <translation>설정 안 됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="15"/>
        <source>Not set (keyring unavailable)</source>
        <translation>설정 안 됨(키링 사용 불가)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/keys.py" line="22"/>
        <source>&lt;p&gt;How to fix it:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; install GNOME Keyring (&lt;code&gt;gnome-keyring&lt;/code&gt;) or KWallet, then log out and in again, or unlock the keyring in Passwords and Keys (Seahorse).&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; open Keychain Access and make sure your login keychain is unlocked.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; the Credential Manager needs a normal (not a guest) user account.&lt;/p&gt;&lt;p&gt;You can also keep the key &lt;b&gt;for this run only&lt;/b&gt;: it stays in memory, is never written to disk, and is forgotten when you quit the app.&lt;/p&gt;</source>
        <translation>&lt;p&gt;해결 방법:&lt;/p&gt;&lt;p&gt;&lt;b&gt;Linux:&lt;/b&gt; GNOME Keyring(&lt;code&gt;gnome-keyring&lt;/code&gt;) 또는 KWallet을 설치한 뒤 로그아웃했다가 다시 로그인하거나, 비밀번호 및 키(Seahorse)에서 키링 잠금을 해제하세요.&lt;br&gt;&lt;b&gt;macOS:&lt;/b&gt; 키체인 접근을 열고 로그인 키체인의 잠금이 해제되어 있는지 확인하세요.&lt;br&gt;&lt;b&gt;Windows:&lt;/b&gt; 자격 증명 관리자를 사용하려면 게스트가 아닌 일반 사용자 계정이 필요합니다.&lt;/p&gt;&lt;p&gt;키를 &lt;b&gt;이번 실행 동안만&lt;/b&gt; 유지할 수도 있습니다. 키는 메모리에만 보관되고 디스크에 기록되지 않으며, 앱을 종료하면 지워집니다.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Memory…</source>
        <translation>메모리(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="80"/>
        <source>Desktop Agent</source>
        <translation>Desktop Agent</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="310"/>
        <source>Quit Desktop Agent?</source>
        <translation>Desktop Agent를 종료할까요?</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="311"/>
        <source>An answer is still being written.</source>
        <translation>아직 답변을 작성하는 중입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="313"/>
        <source>{n} answers are still being written.</source>
        <translation>답변 {n}개를 아직 작성하는 중입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="317"/>
        <source>Quitting stops them; what they wrote so far is kept.</source>
        <translation>종료하면 작성이 중지되며, 지금까지 작성된 내용은 보관됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="318"/>
        <source>Stop and quit</source>
        <translation>중지하고 종료</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="319"/>
        <source>Keep working</source>
        <translation>계속 작업</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="381"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="29"/>
        <location filename="../../desktop_agent/ui/sidebar.py" line="30"/>
        <source>New session</source>
        <translation>새 세션</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="480"/>
        <source>Send now</source>
        <translation>지금 보내기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="481"/>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="482"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="501"/>
        <source>A file is still being read: send when its chip is ready.</source>
        <translation>아직 파일을 읽는 중입니다. 파일이 준비되면 보내세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="562"/>
        <source>That file is no longer there.</source>
        <translation>그 파일이 더 이상 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="31"/>
        <source>New session (Ctrl+N)</source>
        <translation>새 세션(Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="33"/>
        <source>Search sessions</source>
        <translation>세션 검색</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sidebar.py" line="35"/>
        <source>Search sessions (Ctrl+K)</source>
        <translation>세션 검색(Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="85"/>
        <source>Editing a sent message</source>
        <translation>보낸 메시지 편집 중</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="89"/>
        <source>Queued message</source>
        <translation>대기 중인 메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="95"/>
        <source>Message input</source>
        <translation>메시지 입력</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="96"/>
        <source>Message Desktop Agent…</source>
        <translation>Desktop Agent에게 메시지 보내기…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="98"/>
        <source>Enter sends, Shift+Enter adds a line, Up edits the last message</source>
        <translation>Enter: 보내기, Shift+Enter: 줄 바꿈, 위쪽 화살표: 마지막 메시지 편집</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="105"/>
        <location filename="../../desktop_agent/ui/composer.py" line="106"/>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="107"/>
        <location filename="../../desktop_agent/ui/composer.py" line="251"/>
        <source>Send (Enter)</source>
        <translation>보내기(Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="108"/>
        <location filename="../../desktop_agent/ui/composer.py" line="109"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="110"/>
        <source>Stop (Esc)</source>
        <translation>중지(Esc)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="115"/>
        <source>Tools for this message</source>
        <translation>이 메시지의 도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="117"/>
        <source>Tools for the next message: Auto sends a plain greeting or thank-you without them</source>
        <translation>다음 메시지의 도구: 자동이면 단순한 인사나 감사 인사는 도구 없이 보냅니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="122"/>
        <source>Tools: auto</source>
        <translation>도구: 자동</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="123"/>
        <source>Tools: on</source>
        <translation>도구: 켜기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="124"/>
        <source>Tools: off</source>
        <translation>도구: 끄기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="128"/>
        <source>Attach files</source>
        <translation>파일 첨부</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="130"/>
        <source>Attach images, PDFs or text files (or drop them here, or paste a screenshot)</source>
        <translation>이미지, PDF, 텍스트 파일 첨부(여기에 끌어다 놓거나 스크린샷을 붙여 넣어도 됩니다)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="249"/>
        <source>Queue: sends when this answer ends (Enter)</source>
        <translation>대기열에 추가: 이 답변이 끝나면 보냅니다(Enter)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="263"/>
        <source>Queued — sends when this answer ends:</source>
        <translation>대기 중 — 이 답변이 끝나면 보냅니다:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="131"/>
        <source>Desktop Agent {version}</source>
        <translation>Desktop Agent {version}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Still starting…</source>
        <translation>아직 시작하는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="71"/>
        <source>Try again in a moment.</source>
        <translation>잠시 후 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="37"/>
        <source>&amp;New session</source>
        <translation>새 세션(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="39"/>
        <source>&amp;Settings…</source>
        <translation>설정(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="41"/>
        <source>&amp;Usage…</source>
        <translation>사용량(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="43"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="44"/>
        <source>&amp;Search sessions</source>
        <translation>세션 검색(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="45"/>
        <source>&amp;Find in conversation</source>
        <translation>대화에서 찾기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="48"/>
        <source>&amp;Focus the message input</source>
        <translation>메시지 입력란으로 이동(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="52"/>
        <source>&amp;Edit the last message</source>
        <translation>마지막 메시지 편집(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="56"/>
        <source>&amp;Copy the last answer</source>
        <translation>마지막 답변 복사(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Session</source>
        <translation>세션(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="59"/>
        <source>S&amp;top</source>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="61"/>
        <source>&amp;Regenerate the last answer</source>
        <translation>마지막 답변 다시 생성(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="63"/>
        <source>&amp;Next session</source>
        <translation>다음 세션(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="67"/>
        <source>&amp;Previous session</source>
        <translation>이전 세션(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="71"/>
        <source>Re&amp;name…</source>
        <translation>이름 바꾸기(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="72"/>
        <source>&amp;Compact now</source>
        <translation>지금 요약(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="74"/>
        <source>R&amp;esources</source>
        <translation>리소스(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="78"/>
        <source>&amp;Permissions…</source>
        <translation>권한(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="188"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="113"/>
        <source>Conversation</source>
        <translation>대화</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="81"/>
        <source>&amp;About Desktop Agent</source>
        <translation>Desktop Agent 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="87"/>
        <source>About Desktop Agent</source>
        <translation>Desktop Agent 정보</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/window_menus.py" line="88"/>
        <source>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;Chat with a model that can act on your computer, with your approval. Your history stays on this computer; your keys stay in the system keyring.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Desktop Agent {version}&lt;/b&gt;&lt;p&gt;사용자의 승인을 받아 컴퓨터에서 작업할 수 있는 모델과 대화합니다. 대화 기록은 이 컴퓨터에만 남고, 키는 시스템 키링에 보관됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="534"/>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/composer.py" line="236"/>
        <source>Editing a sent message: Enter sends it again, Esc cancels. The conversation after it is kept as an earlier version.</source>
        <translation>보낸 메시지 편집 중: Enter를 누르면 다시 보내고, Esc를 누르면 취소합니다. 이 메시지 뒤의 대화는 이전 버전으로 보관됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/main_window.py" line="512"/>
        <source>Copied to the clipboard</source>
        <translation>클립보드에 복사했습니다</translation>
    </message>
    <message>
        <source>&amp;Knowledge bases…</source>
        <translation>지식 베이스(&amp;K)…</translation>
    </message>
    <message>
        <source>New &amp;project…</source>
        <translation>새 프로젝트(&amp;P)…</translation>
    </message>
    <message>
        <source>Sc&amp;hedules…</source>
        <translation>예약 작업(&amp;H)…</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>세션 목록</translation>
    </message>
    <message>
        <source>Show or hide the session &amp;list</source>
        <translation>세션 목록 표시/숨기기(&amp;L)</translation>
    </message>
    <message>
        <source>Hide the session list (Ctrl+B)</source>
        <translation>세션 목록 숨기기 (Ctrl+B)</translation>
    </message>
    <message>
        <source>Show the session list (Ctrl+B)</source>
        <translation>세션 목록 표시 (Ctrl+B)</translation>
    </message>
</context>
<context>
    <name>McpSending</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="132"/>
        <source>Asking for the prompt {name}…</source>
        <translation>프롬프트 {name}을(를) 가져오는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_sending.py" line="156"/>
        <source>Reading the resources this message names…</source>
        <translation>이 메시지가 가리키는 리소스를 읽는 중…</translation>
    </message>
</context>
<context>
    <name>McpServersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="86"/>
        <source>Add…</source>
        <translation>추가…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="87"/>
        <source>Edit…</source>
        <translation>편집…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="88"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="89"/>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Disable</source>
        <translation>사용 안 함</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="90"/>
        <source>Restart</source>
        <translation>다시 시작</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="91"/>
        <source>Sign in</source>
        <translation>로그인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="94"/>
        <source>Import from Claude Desktop</source>
        <translation>Claude Desktop에서 가져오기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="97"/>
        <source>Choose a file…</source>
        <translation>파일 선택…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="121"/>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="122"/>
        <source>Log</source>
        <translation>로그</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="226"/>
        <source>No MCP servers yet. Add one, or import Claude Desktop&apos;s.</source>
        <translation>아직 MCP 서버가 없습니다. 서버를 추가하거나 Claude Desktop의 서버를 가져오세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="242"/>
        <source>Enable</source>
        <translation>사용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="257"/>
        <source>(nothing on stderr yet)</source>
        <translation>(아직 stderr 출력 없음)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="315"/>
        <source>Starting {name}…</source>
        <translation>{name} 시작하는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="355"/>
        <source>Finish signing in to {name} in your browser; this page waits for it.</source>
        <translation>브라우저에서 {name} 로그인을 완료하세요. 이 페이지는 로그인이 끝날 때까지 기다립니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="360"/>
        <source>Open this address in your browser to sign in: {url}</source>
        <translation>로그인하려면 브라우저에서 이 주소를 여세요: {url}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="370"/>
        <source>Signed in to {name}.</source>
        <translation>{name}에 로그인했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_page.py" line="400"/>
        <source>Import MCP servers</source>
        <translation>MCP 서버 가져오기</translation>
    </message>
    <message>
        <source>Check for updates</source>
        <translation>업데이트 확인</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>서버</translation>
    </message>
    <message>
        <source>Browse</source>
        <translation>찾아보기</translation>
    </message>
    <message>
        <source>Install from file…</source>
        <translation>파일에서 설치…</translation>
    </message>
    <message>
        <source>Install an MCP Bundle</source>
        <translation>MCP Bundle 설치</translation>
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
        <translation>프로필 및 스킬</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="161"/>
        <source>Use this folder&apos;s skills</source>
        <translation>이 폴더의 스킬 사용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="166"/>
        <source>resources of this MCP server</source>
        <translation>이 MCP 서버의 리소스</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mention_menu.py" line="245"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>이 리소스의 주소에 숨겨진 문자가 있어 메시지에서 지정할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>PermissionsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="37"/>
        <source>Permissions</source>
        <translation>권한</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="43"/>
        <source>Approvals you saved. Revoking one means the next such call asks again. Rules in settings.json are not listed here.</source>
        <translation>저장한 승인 목록입니다. 승인을 철회하면 다음에 같은 호출이 있을 때 다시 묻습니다. settings.json의 규칙은 여기에 표시되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="49"/>
        <source>Only this session&apos;s approvals and those that always hold</source>
        <translation>이 세션의 승인과 항상 적용되는 승인만</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="50"/>
        <source>Only this session</source>
        <translation>이 세션만</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="56"/>
        <source>Saved approvals</source>
        <translation>저장된 승인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="66"/>
        <source>&amp;Revoke</source>
        <translation>철회(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="67"/>
        <source>Revoke</source>
        <translation>철회</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/permissions_dialog.py" line="99"/>
        <source>No saved approvals.</source>
        <translation>저장된 승인이 없습니다.</translation>
    </message>
</context>
<context>
    <name>ProfilesPage</name>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="50"/>
        <source>Agent profiles</source>
        <translation>에이전트 프로필</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="51"/>
        <source>Add profile…</source>
        <translation>프로필 추가…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="52"/>
        <source>Add a profile</source>
        <translation>프로필 추가</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="53"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="54"/>
        <source>Remove this profile</source>
        <translation>이 프로필 제거</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="63"/>
        <source>System prompt</source>
        <translation>시스템 프롬프트</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="66"/>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="67"/>
        <source>All tools (asks before changes)</source>
        <translation>모든 도구(변경 전에 확인)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="68"/>
        <source>Read-only tools</source>
        <translation>읽기 전용 도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="69"/>
        <source>No tools</source>
        <translation>도구 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="71"/>
        <source>Temperature</source>
        <translation>온도</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="72"/>
        <source>The model&apos;s default</source>
        <translation>모델 기본값</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="73"/>
        <source>Temperature problem</source>
        <translation>온도 문제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="77"/>
        <source>Maximum tokens per answer</source>
        <translation>답변당 최대 토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="78"/>
        <source>Let the model think before answering (when it can)</source>
        <translation>답변 전에 모델이 생각하도록 허용(지원하는 경우)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="80"/>
        <source>Thinking</source>
        <translation>생각</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="84"/>
        <source>Thinking budget in tokens</source>
        <translation>생각 예산(토큰)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="87"/>
        <source>Step cap</source>
        <translation>단계 상한</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="88"/>
        <source>The most model calls one message may lead to</source>
        <translation>메시지 하나가 일으킬 수 있는 최대 모델 호출 수</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="92"/>
        <source>System prompt:</source>
        <translation>시스템 프롬프트:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="93"/>
        <source>Tools:</source>
        <translation>도구:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="94"/>
        <source>Temperature:</source>
        <translation>온도:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="96"/>
        <source>Max tokens:</source>
        <translation>최대 토큰:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="98"/>
        <source>Thinking budget:</source>
        <translation>생각 예산:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="99"/>
        <source>Step cap:</source>
        <translation>단계 상한:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="100"/>
        <source>Send greetings and thank-yous without tools</source>
        <translation>인사와 감사 인사는 도구 없이 보내기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="104"/>
        <source>Only a message that is nothing but a greeting, a thank-you or a goodbye (&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;); &quot;ok&quot;, &quot;yes&quot; or &quot;go ahead&quot; always keep the tools. Faster and cheaper, most of all with a model on this computer. The composer&apos;s Tools switch decides per message.</source>
        <translation>인사, 감사, 작별 인사만 있는 메시지(&quot;hi&quot;, &quot;thanks!&quot;, &quot;great, thank you&quot;)에만 적용됩니다. &quot;ok&quot;, &quot;yes&quot;, &quot;go ahead&quot;에는 항상 도구가 유지됩니다. 특히 이 컴퓨터의 모델을 쓸 때 더 빠르고 저렴합니다. 메시지별 설정은 입력란의 도구 스위치로 정합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="109"/>
        <source>Small talk without tools</source>
        <translation>간단한 대화는 도구 없이</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="127"/>
        <source>{name} (custom)</source>
        <translation>{name}(사용자 지정)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="170"/>
        <source>Enter a number from 0 to 2, or leave it empty for the model&apos;s default.</source>
        <translation>0에서 2 사이의 숫자를 입력하거나, 모델 기본값을 쓰려면 비워 두세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="172"/>
        <source>The temperature must be from 0 to 2.</source>
        <translation>온도는 0에서 2 사이여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>New profile</source>
        <translation>새 프로필</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="201"/>
        <source>Name (lower-case letters, digits, - or _):</source>
        <translation>이름(영문 소문자, 숫자, - 또는 _):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="210"/>
        <source>Use lower-case letters, digits, - or _ (up to 40).</source>
        <translation>영문 소문자, 숫자, - 또는 _를 사용하세요(최대 40자).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="212"/>
        <source>There is already a profile called {name}.</source>
        <translation>{name} 프로필이 이미 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/profiles_page.py" line="214"/>
        <source>Fix the highlighted value first.</source>
        <translation>먼저 강조 표시된 값을 고치세요.</translation>
    </message>
</context>
<context>
    <name>PromptForm</name>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="45"/>
        <source>Prompt /{name}</source>
        <translation>프롬프트 /{name}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="75"/>
        <source>* required</source>
        <translation>* 필수</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/prompt_form.py" line="79"/>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
</context>
<context>
    <name>ProvidersPage</name>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="51"/>
        <source>Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>http:// 또는 https://로 시작하는 전체 주소를 입력하세요(예: http://127.0.0.1:8000/v1).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="56"/>
        <source>The address must not contain spaces.</source>
        <translation>주소에 공백이 있으면 안 됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="95"/>
        <source>Providers</source>
        <translation>제공자</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="96"/>
        <source>Add endpoint…</source>
        <translation>엔드포인트 추가…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="97"/>
        <source>Add a custom OpenAI-compatible endpoint</source>
        <translation>OpenAI 호환 사용자 지정 엔드포인트 추가</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="98"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="122"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="99"/>
        <source>Remove this custom endpoint</source>
        <translation>이 사용자 지정 엔드포인트 제거</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="108"/>
        <source>Endpoint name</source>
        <translation>엔드포인트 이름</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="109"/>
        <source>Endpoint name problem</source>
        <translation>엔드포인트 이름 문제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="111"/>
        <source>Base URL</source>
        <translation>기본 URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="112"/>
        <source>Base URL problem</source>
        <translation>기본 URL 문제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="115"/>
        <source>Provider&apos;s default model</source>
        <translation>제공자의 기본 모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="116"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="117"/>
        <source>This endpoint needs an API key</source>
        <translation>이 엔드포인트에는 API 키가 필요함</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="119"/>
        <source>API key status</source>
        <translation>API 키 상태</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="120"/>
        <source>Set…</source>
        <translation>설정…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="121"/>
        <source>Set the API key</source>
        <translation>API 키 설정</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="123"/>
        <source>Remove the API key</source>
        <translation>API 키 제거</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="128"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="129"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="454"/>
        <source>Test connection</source>
        <translation>연결 테스트</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="132"/>
        <source>Connection test result</source>
        <translation>연결 테스트 결과</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="137"/>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="139"/>
        <source>Base URL:</source>
        <translation>기본 URL:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="141"/>
        <source>Default model:</source>
        <translation>기본 모델:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="143"/>
        <source>API key:</source>
        <translation>API 키:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="160"/>
        <source>Use by default</source>
        <translation>기본으로 사용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="162"/>
        <source>Default provider</source>
        <translation>기본 제공자</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="165"/>
        <source>Default model</source>
        <translation>기본 모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="167"/>
        <source>Provider:</source>
        <translation>제공자:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="168"/>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="170"/>
        <source>Give up on a silent answer after</source>
        <translation>응답이 없을 때 중단할 시간</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="172"/>
        <source>Silent answer limit, cloud providers</source>
        <translation>응답 대기 한도, 클라우드 제공자</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="174"/>
        <source>Silent answer limit, servers on this machine</source>
        <translation>응답 대기 한도, 이 컴퓨터의 서버</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="177"/>
        <source>Cloud providers:</source>
        <translation>클라우드 제공자:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="178"/>
        <source>Servers on this machine:</source>
        <translation>이 컴퓨터의 서버:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="180"/>
        <source>A local model may read a long conversation for minutes before its first word.</source>
        <translation>로컬 모델은 긴 대화를 읽느라 첫 응답까지 몇 분이 걸릴 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="219"/>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="242"/>
        <location filename="../../desktop_agent/ui/providers_page.py" line="335"/>
        <source>{name} (custom)</source>
        <translation>{name}(사용자 지정)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="345"/>
        <source>My endpoint {n}</source>
        <translation>내 엔드포인트 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="385"/>
        <source>Checking…</source>
        <translation>확인하는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="389"/>
        <source>Not set (not needed)</source>
        <translation>설정 안 됨(필요 없음)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="430"/>
        <source>Enter the endpoint&apos;s address first.</source>
        <translation>먼저 엔드포인트 주소를 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="439"/>
        <source>Testing…</source>
        <translation>테스트하는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="441"/>
        <source>Connecting to {url}…</source>
        <translation>{url}에 연결하는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="458"/>
        <source>Connected, but the server lists no models.</source>
        <translation>연결되었지만 서버에 모델이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="461"/>
        <source>Connected: {count} models ({models}).</source>
        <translation>연결됨: 모델 {count}개({models}).</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="490"/>
        <source>Give the endpoint a name.</source>
        <translation>엔드포인트 이름을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/providers_page.py" line="494"/>
        <source>Enter the endpoint&apos;s address, e.g. http://127.0.0.1:8000/v1.</source>
        <translation>엔드포인트 주소를 입력하세요(예: http://127.0.0.1:8000/v1).</translation>
    </message>
</context>
<context>
    <name>QuestionDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="26"/>
        <source>The assistant asks</source>
        <translation>어시스턴트의 질문</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="34"/>
        <source>Question</source>
        <translation>질문</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="49"/>
        <source>Your answer</source>
        <translation>내 답변</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Or type another answer…</source>
        <translation>또는 다른 답변을 입력하세요…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="51"/>
        <source>Your answer…</source>
        <translation>답변을 입력하세요…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="58"/>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="59"/>
        <source>Don&apos;t answer</source>
        <translation>답하지 않음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="60"/>
        <source>&amp;Answer</source>
        <translation>답변(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/question_dialog.py" line="61"/>
        <source>Answer</source>
        <translation>답변</translation>
    </message>
</context>
<context>
    <name>ResourcesPanel</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="81"/>
        <source>Resources</source>
        <translation>리소스</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="91"/>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="92"/>
        <source>Filter resources</source>
        <translation>리소스 필터</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="96"/>
        <source>MCP resources</source>
        <translation>MCP 리소스</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="108"/>
        <source>Attach</source>
        <translation>첨부</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="110"/>
        <source>Name the resource in the message: it is read and sent with it</source>
        <translation>메시지에서 이 리소스를 지정합니다. 보낼 때 읽어서 함께 보냅니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="130"/>
        <source>Asking the servers…</source>
        <translation>서버에 묻는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="133"/>
        <source>No connected MCP server offers resources.</source>
        <translation>리소스를 제공하는 연결된 MCP 서버가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="156"/>
        <source>{name} (template)</source>
        <translation>{name} (템플릿)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="163"/>
        <source>No resources</source>
        <translation>리소스 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="211"/>
        <source>This resource&apos;s address has hidden characters: it cannot be named in a message.</source>
        <translation>이 리소스의 주소에 숨겨진 문자가 있어 메시지에서 지정할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>SamplingDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="44"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>MCP 서버 “{server}”의 요청</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="52"/>
        <source>“{server}” asks your model to answer</source>
        <translation>“{server}” 서버가 모델의 답변을 요청합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="53"/>
        <source>Which server asks</source>
        <translation>요청한 서버</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="58"/>
        <source>These messages are sent to the model only if you approve, and its answer goes back to the server. Your conversation is not included.</source>
        <translation>이 메시지는 승인한 경우에만 모델에 전송되며, 모델의 답변은 서버로 돌아갑니다. 사용자의 대화는 포함되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="66"/>
        <source>Messages</source>
        <translation>메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="74"/>
        <source>The request is long: {n} characters are not shown here. The model is sent all of them.</source>
        <translation>요청이 깁니다. {n}자는 여기에 표시되지 않지만 모델에는 모두 전송됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="77"/>
        <source>Messages cut</source>
        <translation>메시지 잘림</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="82"/>
        <source>Images and audio are not sent: the model gets only their names, as shown.</source>
        <translation>이미지와 오디오는 전송되지 않습니다. 모델은 표시된 대로 이름만 받습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="89"/>
        <source>Model that answers</source>
        <translation>답변할 모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="95"/>
        <source>Estimated cost</source>
        <translation>예상 비용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="97"/>
        <source>Answered by</source>
        <translation>답변 모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="98"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="99"/>
        <source>at most {n} tokens</source>
        <translation>최대 {n} 토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="101"/>
        <source>, temperature {t}</source>
        <translation>, 온도 {t}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="103"/>
        <source>Limits</source>
        <translation>제한</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="104"/>
        <source>Answer</source>
        <translation>답변</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="108"/>
        <source>The server&apos;s model preferences</source>
        <translation>서버의 모델 선호</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="109"/>
        <source>Server prefers</source>
        <translation>서버 선호</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="112"/>
        <source>asked for context from {what}; none is included</source>
        <translation>{what}의 컨텍스트를 요청했지만 포함하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="116"/>
        <source>Context</source>
        <translation>컨텍스트</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="122"/>
        <source>&amp;Decline</source>
        <translation>거절(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="123"/>
        <source>Decline</source>
        <translation>거절</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="124"/>
        <source>&amp;Approve and send</source>
        <translation>승인하고 보내기(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="125"/>
        <source>Approve</source>
        <translation>승인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="144"/>
        <source>SYSTEM PROMPT</source>
        <translation>시스템 프롬프트</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>USER</source>
        <translation>사용자</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="145"/>
        <source>ASSISTANT</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="153"/>
        <source>[… {n} more characters not shown]</source>
        <translation>[… 표시되지 않은 {n}자]</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/sampling_dialog.py" line="162"/>
        <source>unknown: no price is known for this model</source>
        <translation>알 수 없음: 이 모델의 가격 정보가 없습니다</translation>
    </message>
</context>
<context>
    <name>ServerDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Edit MCP server</source>
        <translation>MCP 서버 편집</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="52"/>
        <source>Add MCP server</source>
        <translation>MCP 서버 추가</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>Command (stdio)</source>
        <translation>명령(stdio)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="61"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL(스트리밍 가능 HTTP)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="63"/>
        <source>Enabled</source>
        <translation>사용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="68"/>
        <source>default (60 s)</source>
        <translation>기본값(60초)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="77"/>
        <source>one argument per line</source>
        <translation>한 줄에 인수 하나</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="83"/>
        <source>Run it in the sandbox</source>
        <translation>샌드박스에서 실행</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="87"/>
        <source>The server can change files only in its working folder and a private /tmp; your credential folders and Desktop Agent&apos;s own files are hidden from it.</source>
        <translation>서버는 작업 디렉터리와 전용 /tmp에서만 파일을 변경할 수 있으며, 자격 증명 폴더와 Desktop Agent 자체 파일은 서버에 보이지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="91"/>
        <source>Let it use the network</source>
        <translation>네트워크 사용 허용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="104"/>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="105"/>
        <source>Arguments</source>
        <translation>인수</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="106"/>
        <source>Environment</source>
        <translation>환경 변수</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="107"/>
        <source>Working folder</source>
        <translation>작업 디렉터리</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="111"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="112"/>
        <source>Headers</source>
        <translation>헤더</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="130"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="131"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/mcp_server_dialog.py" line="132"/>
        <source>Call timeout</source>
        <translation>호출 제한 시간</translation>
    </message>
</context>
<context>
    <name>SessionHeader</name>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="44"/>
        <location filename="../../desktop_agent/ui/header.py" line="120"/>
        <source>New session</source>
        <translation>새 세션</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="45"/>
        <source>Session title</source>
        <translation>세션 제목</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="53"/>
        <source>Agent profile</source>
        <translation>에이전트 프로필</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="55"/>
        <source>What the agent may do: build (read and change), plan (read only), chat</source>
        <translation>에이전트가 할 수 있는 일: build(읽기 및 변경), plan(읽기 전용), chat(대화)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="59"/>
        <source>Provider and model</source>
        <translation>제공자 및 모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="60"/>
        <source>provider/model — pick one or type any model id</source>
        <translation>제공자/모델 — 선택하거나 모델 ID를 직접 입력하세요</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="64"/>
        <source>Workspace folder</source>
        <translation>작업 폴더</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="65"/>
        <source>The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>에이전트의 도구가 작업하는 폴더입니다. 클릭하면 다른 폴더를 선택할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="69"/>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions</source>
        <translation>지침</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="70"/>
        <source>Session instructions</source>
        <translation>세션 지침</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="74"/>
        <source>Token usage</source>
        <translation>토큰 사용량</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="75"/>
        <location filename="../../desktop_agent/ui/header.py" line="184"/>
        <source>Tokens used in this session, and how full the model&apos;s context was</source>
        <translation>이 세션에서 사용한 토큰과 모델 컨텍스트 창의 사용 정도</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="143"/>
        <source>Instructions ✓</source>
        <translation>지침 ✓</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="146"/>
        <source>This session&apos;s instructions: {start}
Click to edit them or see the whole prompt.</source>
        <translation>이 세션의 지침: {start}
클릭하면 지침을 편집하거나 전체 프롬프트를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="149"/>
        <source>Give this session instructions of its own, and see what the model is sent</source>
        <translation>이 세션만의 지침을 지정하고 모델에 전송되는 내용을 확인합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="168"/>
        <source>{n} tokens</source>
        <translation>{n} 토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="173"/>
        <source> · context {n} / {window}</source>
        <translation> · 컨텍스트 {n} / {window}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="178"/>
        <source> · context {n}</source>
        <translation> · 컨텍스트 {n}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="182"/>
        <source>The context is nearly full: earlier turns will be summarised before the next request.</source>
        <translation>컨텍스트 창이 거의 찼습니다. 다음 요청 전에 이전 대화를 요약합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="191"/>
        <source>Choose the workspace folder</source>
        <translation>작업 폴더 선택</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/header.py" line="208"/>
        <source>Workspace: {path}
The folder the agent&apos;s tools work in. Click to choose another.</source>
        <translation>작업 폴더: {path}
에이전트의 도구가 작업하는 폴더입니다. 클릭하면 다른 폴더를 선택할 수 있습니다.</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>프로젝트</translation>
    </message>
    <message>
        <source>{name} ›</source>
        <translation>{name} ›</translation>
    </message>
    <message>
        <source>This chat is in the project “{name}”. Click to edit the project.</source>
        <translation>이 채팅은 프로젝트 “{name}”에 속해 있습니다. 클릭하면 프로젝트를 편집할 수 있습니다.</translation>
    </message>
    <message>
        <source>Session list</source>
        <translation>세션 목록</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Pinned</source>
        <translation>고정됨</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="73"/>
        <source>Today</source>
        <translation>오늘</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Yesterday</source>
        <translation>어제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="74"/>
        <source>Previous 7 days</source>
        <translation>지난 7일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>Previous 30 days</source>
        <translation>지난 30일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="75"/>
        <source>now</source>
        <translation>방금</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} min</source>
        <translation>{n}분</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="76"/>
        <source>{n} h</source>
        <translation>{n}시간</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>January</source>
        <translation>1월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="77"/>
        <source>February</source>
        <translation>2월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>March</source>
        <translation>3월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="78"/>
        <source>April</source>
        <translation>4월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>May</source>
        <translation>5월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="79"/>
        <source>June</source>
        <translation>6월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>July</source>
        <translation>7월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="80"/>
        <source>August</source>
        <translation>8월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>September</source>
        <translation>9월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="81"/>
        <source>October</source>
        <translation>10월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>November</source>
        <translation>11월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="82"/>
        <source>December</source>
        <translation>12월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Mon</source>
        <translation>월요일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="83"/>
        <source>Tue</source>
        <translation>화요일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Wed</source>
        <translation>수요일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="84"/>
        <source>Thu</source>
        <translation>목요일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Fri</source>
        <translation>금요일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="85"/>
        <source>Sat</source>
        <translation>토요일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="86"/>
        <source>Sun</source>
        <translation>일요일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Jan</source>
        <translation>1월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="87"/>
        <source>Feb</source>
        <translation>2월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Mar</source>
        <translation>3월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="88"/>
        <source>Apr</source>
        <translation>4월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jun</source>
        <translation>6월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="89"/>
        <source>Jul</source>
        <translation>7월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Aug</source>
        <translation>8월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="90"/>
        <source>Sep</source>
        <translation>9월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Oct</source>
        <translation>10월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="91"/>
        <source>Nov</source>
        <translation>11월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="92"/>
        <source>Dec</source>
        <translation>12월</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="93"/>
        <source>{day} {month}</source>
        <translation>{month} {day}일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="94"/>
        <source>{day} {month} {year}</source>
        <translation>{year}년 {month} {day}일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="95"/>
        <source>{month} {year}</source>
        <translation>{year}년 {month}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="386"/>
        <source>Rename…</source>
        <translation>이름 바꾸기…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="388"/>
        <source>Unpin</source>
        <translation>고정 해제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="390"/>
        <source>Pin</source>
        <translation>고정</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="393"/>
        <source>Unarchive</source>
        <translation>보관 해제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="395"/>
        <source>Archive</source>
        <translation>보관</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="398"/>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="407"/>
        <source>Rename session</source>
        <translation>세션 이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/session_list.py" line="408"/>
        <source>Title:</source>
        <translation>제목:</translation>
    </message>
    <message>
        <source>Projects</source>
        <translation>프로젝트</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>프로젝트: {name}</translation>
    </message>
    <message>
        <source>Project {name}</source>
        <translation>프로젝트 {name}</translation>
    </message>
    <message>
        <source>Project, {n} sessions, folded</source>
        <translation>프로젝트, 세션 {n}개, 접힘</translation>
    </message>
    <message>
        <source>Project, {n} sessions</source>
        <translation>프로젝트, 세션 {n}개</translation>
    </message>
    <message>
        <source>Move to project</source>
        <translation>프로젝트로 이동</translation>
    </message>
    <message>
        <source>New project…</source>
        <translation>새 프로젝트…</translation>
    </message>
    <message>
        <source>Remove from project</source>
        <translation>프로젝트에서 제거</translation>
    </message>
    <message>
        <source>New chat in this project</source>
        <translation>이 프로젝트에서 새 채팅</translation>
    </message>
    <message>
        <source>Edit project…</source>
        <translation>프로젝트 편집…</translation>
    </message>
    <message>
        <source>Delete project…</source>
        <translation>프로젝트 삭제…</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="46"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="50"/>
        <source>Settings pages</source>
        <translation>설정 페이지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="54"/>
        <source>&amp;Providers</source>
        <translation>제공자(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="55"/>
        <source>Agent p&amp;rofiles</source>
        <translation>에이전트 프로필(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="56"/>
        <source>&amp;Appearance</source>
        <translation>모양(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="60"/>
        <source>Settings message</source>
        <translation>설정 메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="67"/>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="68"/>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="69"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="96"/>
        <source>Fix the value marked in red; nothing was saved.</source>
        <translation>빨간색으로 표시된 값을 고치세요. 아무것도 저장되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="104"/>
        <source>A setting is not valid: {problem}</source>
        <translation>올바르지 않은 설정이 있습니다: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="116"/>
        <source>Could not save the settings to {path}: {reason}. Nothing was changed.</source>
        <translation>설정을 {path}에 저장할 수 없습니다: {reason}. 아무것도 변경되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/settings_dialog.py" line="125"/>
        <source>Saved.</source>
        <translation>저장했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="95"/>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/startup.py" line="100"/>
        <source>Skills</source>
        <translation>스킬</translation>
    </message>
    <message>
        <source>&amp;Web search</source>
        <translation>웹 검색(&amp;W)</translation>
    </message>
    <message>
        <source>Ad&amp;vanced</source>
        <translation>고급(&amp;V)</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>음성</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>업데이트</translation>
    </message>
</context>
<context>
    <name>SkillEditor</name>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>Edit skill @{name}</source>
        <translation>@{name} 스킬 편집</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="63"/>
        <source>New skill</source>
        <translation>새 스킬</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="68"/>
        <source>Skill name</source>
        <translation>스킬 이름</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="69"/>
        <source>code-review</source>
        <translation>code-review</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="72"/>
        <source>Lower-case letters, digits and hyphens. A message starting with @name uses it.</source>
        <translation>영문 소문자, 숫자, 하이픈만 사용합니다. @이름으로 시작하는 메시지가 이 스킬을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="80"/>
        <source>Skill description</source>
        <translation>스킬 설명</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="82"/>
        <source>What the skill is for and when to use it: the model reads this to pick it.</source>
        <translation>스킬의 용도와 사용 시점을 적으세요. 모델은 이 설명을 읽고 스킬을 고릅니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="88"/>
        <source>Allowed tools</source>
        <translation>허용된 도구</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="89"/>
        <source>read_file, grep, git__*   (empty: the profile&apos;s tools)</source>
        <translation>read_file, grep, git__*   (비우면 프로필의 도구)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="91"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="92"/>
        <source>empty: the session&apos;s model</source>
        <translation>비우면 세션의 모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="94"/>
        <source>Skill instructions</source>
        <translation>스킬 지침</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="96"/>
        <source>Markdown: what to do, step by step, for this kind of task.</source>
        <translation>Markdown: 이런 종류의 작업에서 할 일을 단계별로 적으세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="103"/>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="109"/>
        <source>Save skill</source>
        <translation>스킬 저장</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="110"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="115"/>
        <source>&amp;Name</source>
        <translation>이름(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="117"/>
        <source>&amp;Description</source>
        <translation>설명(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="118"/>
        <source>Allowed &amp;tools</source>
        <translation>허용된 도구(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="119"/>
        <source>&amp;Model</source>
        <translation>모델(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skill_editor.py" line="120"/>
        <source>&amp;Instructions</source>
        <translation>지침(&amp;I)</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="100"/>
        <source>A skill is instructions for one kind of task. Start a message with @name to use one; the model may also pick one by its description.</source>
        <translation>스킬은 특정 종류의 작업을 위한 지침입니다. 메시지를 @이름으로 시작하면 스킬을 사용하며, 모델이 설명을 보고 스킬을 고를 수도 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="107"/>
        <source>Skill list</source>
        <translation>스킬 목록</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="111"/>
        <source>&amp;New…</source>
        <translation>새로 만들기(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="112"/>
        <source>&amp;Edit…</source>
        <translation>편집(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="113"/>
        <source>Import &amp;folder…</source>
        <translation>폴더 가져오기(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="114"/>
        <source>Import &amp;zip…</source>
        <translation>zip 가져오기(&amp;Z)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="115"/>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="116"/>
        <source>&amp;Open skills folder</source>
        <translation>스킬 폴더 열기(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="118"/>
        <source>New skill</source>
        <translation>새 스킬</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="119"/>
        <source>Edit skill</source>
        <translation>스킬 편집</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="120"/>
        <source>Import a skill from a folder</source>
        <translation>폴더에서 스킬 가져오기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="121"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Import a skill from a zip file</source>
        <translation>zip 파일에서 스킬 가져오기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="122"/>
        <location filename="../../desktop_agent/ui/skills_page.py" line="334"/>
        <source>Delete skill</source>
        <translation>스킬 삭제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="123"/>
        <source>Open the skills folder</source>
        <translation>스킬 폴더 열기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="132"/>
        <source>Skills left out</source>
        <translation>제외된 스킬</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="138"/>
        <source>Skills message</source>
        <translation>스킬 메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="203"/>
        <source>No skills yet: write one with New…, or import one.</source>
        <translation>아직 스킬이 없습니다. 새로 만들기…로 작성하거나 가져오세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="206"/>
        <source>Left out: {problem}</source>
        <translation>제외됨: {problem}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="210"/>
        <source>{folder} brings skills of its own: trust them from the chat (type @) to list them here.</source>
        <translation>{folder}에 자체 스킬이 있습니다. 채팅에서(@ 입력) 신뢰하면 여기에 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>yours</source>
        <translation>내 스킬</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="218"/>
        <source>this folder</source>
        <translation>이 폴더</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="226"/>
        <source>It lives in the workspace ({path}): change or delete it there.</source>
        <translation>작업 폴더({path})에 있는 스킬입니다. 변경이나 삭제는 그곳에서 하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="240"/>
        <source>@{name} lives in the workspace ({path}): change or delete it there.</source>
        <translation>@{name} 스킬은 작업 폴더({path})에 있습니다. 변경이나 삭제는 그곳에서 하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Saved @{name}.</source>
        <translation>@{name} 스킬을 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="277"/>
        <source>Created @{name}.</source>
        <translation>@{name} 스킬을 만들었습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="293"/>
        <source>Deleted @{name}.</source>
        <translation>@{name} 스킬을 삭제했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="314"/>
        <source>Installed @{name} from {path}.</source>
        <translation>{path}에서 @{name} 스킬을 설치했습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="322"/>
        <source>Could not make {path}: {reason}.</source>
        <translation>{path}을(를) 만들 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="327"/>
        <source>Could not open {path}: open it from your file manager.</source>
        <translation>{path}을(를) 열 수 없습니다. 파일 관리자에서 여세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="335"/>
        <source>Delete the skill @{name} and every file in its folder?

{path}</source>
        <translation>@{name} 스킬과 해당 폴더의 모든 파일을 삭제할까요?

{path}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="344"/>
        <source>Import a skill folder</source>
        <translation>스킬 폴더 가져오기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/skills_page.py" line="349"/>
        <source>Zip files (*.zip)</source>
        <translation>Zip 파일 (*.zip)</translation>
    </message>
</context>
<context>
    <name>StreamedChat</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_stream.py" line="92"/>
        <source>Thinking…</source>
        <translation>생각하는 중…</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="101"/>
        <source>Summary of the earlier conversation</source>
        <translation>이전 대화 요약</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="105"/>
        <source>Sent in place of {n} earlier messages, which stay in the session, in search and in exports. Undo sends them whole again.</source>
        <translation>이전 메시지 {n}개 대신 전송됩니다. 원래 메시지는 세션, 검색, 내보내기에 그대로 남아 있습니다. 실행 취소하면 다시 원래대로 전송됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/chat_compaction.py" line="112"/>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
</context>
<context>
    <name>UrlDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="351"/>
        <source>Request from the MCP server “{server}”</source>
        <translation>MCP 서버 “{server}”의 요청</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="358"/>
        <source>“{server}” asks you to open a web page</source>
        <translation>“{server}” 서버가 웹 페이지를 열도록 요청합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="359"/>
        <source>Which server asks</source>
        <translation>요청한 서버</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="374"/>
        <source>Host</source>
        <translation>호스트</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Secure connection (https)</source>
        <translation>보안 연결(https)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="377"/>
        <source>Not encrypted (http)</source>
        <translation>암호화되지 않음(http)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="379"/>
        <source>Scheme</source>
        <translation>스킴</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="383"/>
        <source>The page is on</source>
        <translation>페이지 위치</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="388"/>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="392"/>
        <source>Full address</source>
        <translation>전체 주소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="398"/>
        <source>Check the host before you open it. What you enter there goes to that site, not the app.</source>
        <translation>열기 전에 호스트를 확인하세요. 그 페이지에 입력하는 내용은 앱이 아니라 해당 사이트로 전송됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="404"/>
        <source>&amp;Decline</source>
        <translation>거절(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="405"/>
        <source>Decline</source>
        <translation>거절</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="406"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="407"/>
        <source>&amp;Open in browser</source>
        <translation>브라우저에서 열기(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/elicitation_dialog.py" line="408"/>
        <source>Open in browser</source>
        <translation>브라우저에서 열기</translation>
    </message>
</context>
<context>
    <name>UsageDialog</name>
    <message>
        <source>your own</source>
        <translation>자체 서버</translation>
    </message>
    <message>
        <source>Web searches: {searches}.</source>
        <translation>웹 검색: {searches}.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="296"/>
        <source>Usage</source>
        <translation>사용량</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="303"/>
        <source>&amp;Show:</source>
        <translation>표시(&amp;S):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="305"/>
        <source>Period</source>
        <translation>기간</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="307"/>
        <source>Last {days} days</source>
        <translation>최근 {days}일</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="312"/>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="324"/>
        <source>Tokens per day</source>
        <translation>일별 토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="325"/>
        <source>No tokens used in this period</source>
        <translation>이 기간에 사용한 토큰이 없습니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Read (input, with cache)</source>
        <translation>읽음(입력, 캐시 포함)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="326"/>
        <source>Written (output)</source>
        <translation>작성(출력)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="330"/>
        <source>The day pointed at</source>
        <translation>선택한 날짜</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Input</source>
        <translation>입력</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="336"/>
        <source>Cache read</source>
        <translation>캐시 읽기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <source>Cache write</source>
        <translation>캐시 쓰기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Messages</source>
        <translation>메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="337"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="338"/>
        <source>Usage per model</source>
        <translation>모델별 사용량</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Session</source>
        <translation>세션</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="341"/>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="342"/>
        <source>Usage per session</source>
        <translation>세션별 사용량</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="344"/>
        <source>Double-click a session to open it</source>
        <translation>세션을 두 번 클릭하면 열립니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="346"/>
        <source>By &amp;model</source>
        <translation>모델별(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="347"/>
        <source>By s&amp;ession</source>
        <translation>세션별(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="352"/>
        <source>About the prices</source>
        <translation>가격 정보</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="359"/>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="364"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV 내보내기(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="365"/>
        <source>Export as CSV</source>
        <translation>CSV로 내보내기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="368"/>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="369"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="385"/>
        <source>Reading the history…</source>
        <translation>기록을 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="406"/>
        <source>{tokens} tokens · {cost}</source>
        <translation>{tokens} 토큰 · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="410"/>
        <source>{tokens} tokens in {messages} messages</source>
        <translation>메시지 {messages}개에 {tokens} 토큰</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="428"/>
        <source>no cost</source>
        <translation>비용 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="430"/>
        <source>local</source>
        <translation>로컬</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="432"/>
        <source>unknown price</source>
        <translation>가격 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="434"/>
        <source>{cost} + unknown</source>
        <translation>{cost} + 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="447"/>
        <source>{day} · nothing used</source>
        <translation>{day} · 사용 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="450"/>
        <source>read {tokens}</source>
        <translation>읽음 {tokens}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="452"/>
        <source>read {tokens} (cache {cached})</source>
        <translation>읽음 {tokens}(캐시 {cached})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="455"/>
        <source>{day} · {read} · written {written} · messages {messages} · {cost}</source>
        <translation>{day} · {read} · 작성 {written} · 메시지 {messages} · {cost}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="467"/>
        <source>{days} days, no tokens used</source>
        <translation>{days}일, 사용한 토큰 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="468"/>
        <source>{days} days, {tokens} tokens; the most on {day} ({most})</source>
        <translation>{days}일, {tokens} 토큰. 가장 많이 사용한 날: {day}({most})</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="480"/>
        <source>Point at a day (or use the arrow keys) to see its figures.</source>
        <translation>날짜를 가리키면(또는 화살표 키를 사용하면) 해당 날짜의 수치가 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="486"/>
        <source>Costs in US dollars from the price table of {date}; prices change, so these are estimates.</source>
        <translation>비용은 {date} 기준 가격표의 미국 달러 금액입니다. 가격은 바뀔 수 있으므로 추정치입니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="490"/>
        <source>No price table could be read, so no costs are shown.</source>
        <translation>가격표를 읽을 수 없어 비용을 표시하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="492"/>
        <source>Your prices from {file} are used over it.</source>
        <translation>{file}에 지정한 가격이 우선 적용됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="496"/>
        <source>Models run on this computer are local and free; others without a known price are not counted.</source>
        <translation>이 컴퓨터에서 실행하는 모델은 로컬이므로 무료이며, 가격을 알 수 없는 다른 모델은 집계하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="502"/>
        <source>To correct a price or add a model, write {file} in the form of the app&apos;s price table.</source>
        <translation>가격을 고치거나 모델을 추가하려면 앱의 가격표 형식으로 {file}을(를) 작성하세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="513"/>
        <source>(model not recorded)</source>
        <translation>(모델 기록 없음)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="515"/>
        <source>Priced as {entry}</source>
        <translation>{entry} 가격 적용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="526"/>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>Export usage as CSV</source>
        <translation>사용량을 CSV로 내보내기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="545"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="562"/>
        <source>Could not save {file}: {why}</source>
        <translation>{file}을(를) 저장할 수 없습니다: {why}</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="565"/>
        <source>Saved {file}</source>
        <translation>{file}을(를) 저장했습니다</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="98"/>
        <source>Welcome to Desktop Agent</source>
        <translation>Desktop Agent에 오신 것을 환영합니다</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="101"/>
        <source>&lt;h2&gt;Welcome to Desktop Agent&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Desktop Agent에 오신 것을 환영합니다&lt;/h2&gt;</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="104"/>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, or at a cloud provider with your API key.</source>
        <translation>선택한 폴더의 파일을 읽고 변경할 수 있는 언어 모델과 대화합니다. 모델은 컴퓨터를 변경하는 작업을 하기 전에 항상 사용자에게 묻습니다. 먼저 모델을 실행할 곳을 선택하세요. 이 컴퓨터에서 실행하거나, API 키로 클라우드 제공자를 사용할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="111"/>
        <source>On this computer</source>
        <translation>이 컴퓨터에서</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="113"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="182"/>
        <source>Looking for model servers on this computer…</source>
        <translation>이 컴퓨터에서 모델 서버를 찾는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="115"/>
        <source>Local model servers</source>
        <translation>로컬 모델 서버</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="116"/>
        <source>Search again</source>
        <translation>다시 찾기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="117"/>
        <source>Search again for local model servers</source>
        <translation>로컬 모델 서버 다시 찾기</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="127"/>
        <source>Or a cloud provider</source>
        <translation>또는 클라우드 제공자</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="130"/>
        <source>Cloud provider</source>
        <translation>클라우드 제공자</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="135"/>
        <source>Save key and start</source>
        <translation>키 저장 후 시작</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="137"/>
        <source>&amp;Provider:</source>
        <translation>제공자(&amp;P):</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="141"/>
        <source>The key is stored in your system&apos;s keyring, never in a file.</source>
        <translation>키는 파일이 아닌 시스템 키링에 저장됩니다.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="149"/>
        <source>Welcome message</source>
        <translation>환영 메시지</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="150"/>
        <location filename="../../desktop_agent/ui/welcome.py" line="151"/>
        <source>Set up later</source>
        <translation>나중에 설정</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="191"/>
        <source>No model server found on this computer (Ollama, LM Studio, llama.cpp server). Start one, then search again.</source>
        <translation>이 컴퓨터에서 모델 서버(Ollama, LM Studio, llama.cpp 서버)를 찾지 못했습니다. 서버를 시작한 뒤 다시 찾으세요.</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="197"/>
        <source>Found on this computer:</source>
        <translation>이 컴퓨터에서 찾은 서버:</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="209"/>
        <source>{label} found on {address} with one model</source>
        <translation>{address}에서 {label} 발견(모델 1개)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="211"/>
        <source>{label} found on {address} with {count} models</source>
        <translation>{address}에서 {label} 발견(모델 {count}개)</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="216"/>
        <source>Use it</source>
        <translation>사용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="218"/>
        <source>Use {label} on {address}</source>
        <translation>{address}의 {label} 사용</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/welcome.py" line="250"/>
        <source>Could not save the settings to {path}: {reason}.</source>
        <translation>설정을 {path}에 저장할 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <source>Chat with a language model that can read and change files in a folder you choose, asking you before it does anything that changes your computer. First, choose where the model runs: on this computer, at a cloud provider with your API key, or on a server of your own.</source>
        <translation>선택한 폴더의 파일을 읽고 바꿀 수 있는 언어 모델과 대화합니다. 컴퓨터를 바꾸는 일은 하기 전에 먼저 묻습니다. 먼저 모델을 어디서 실행할지 고르세요: 이 컴퓨터, API 키를 쓰는 클라우드 제공자, 또는 직접 운영하는 서버.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../desktop_agent/ui/resources_panel.py" line="234"/>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Still starting…</source>
        <translation>아직 시작하는 중…</translation>
    </message>
    <message>
        <location filename="../../desktop_agent/ui/usage_dialog.py" line="582"/>
        <source>Try again in a moment.</source>
        <translation>잠시 후 다시 시도하세요.</translation>
    </message>
</context>
<context>
    <name>WebSearchPage</name>
    <message>
        <source>The model can search the web and then open the pages it found. Web search is off by default: nothing you ask is sent to a search service until you choose one here. There is no free service without a key that allows this, so choose your own SearXNG or a service with a key.</source>
        <translation>모델은 웹을 검색한 뒤 찾은 페이지를 열 수 있습니다. 웹 검색은 기본적으로 꺼져 있습니다. 여기서 서비스를 고르기 전에는 묻는 내용이 검색 서비스로 보내지지 않습니다. 키 없이 이런 사용을 허용하는 무료 서비스는 없으므로, 직접 운영하는 SearXNG나 키가 필요한 서비스를 고르세요.</translation>
    </message>
    <message>
        <source>Web search service</source>
        <translation>웹 검색 서비스</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <source>SearXNG (your own, no key)</source>
        <translation>SearXNG(직접 운영, 키 불필요)</translation>
    </message>
    <message>
        <source>{service} (API key)</source>
        <translation>{service}(API 키)</translation>
    </message>
    <message>
        <source>SearXNG address</source>
        <translation>SearXNG 주소</translation>
    </message>
    <message>
        <source>Results per search</source>
        <translation>검색당 결과 수</translation>
    </message>
    <message>
        <source>API key status</source>
        <translation>API 키 상태</translation>
    </message>
    <message>
        <source>What leaves this computer</source>
        <translation>이 컴퓨터 밖으로 나가는 것</translation>
    </message>
    <message>
        <source>Search with:</source>
        <translation>검색 서비스:</translation>
    </message>
    <message>
        <source>SearXNG address:</source>
        <translation>SearXNG 주소:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API 키:</translation>
    </message>
    <message>
        <source>Results per search:</source>
        <translation>검색당 결과 수:</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>확인하는 중…</translation>
    </message>
    <message>
        <source>Off: the model is not offered web search, and no query leaves this computer.</source>
        <translation>꺼짐: 모델에 웹 검색이 제공되지 않으며, 어떤 검색어도 이 컴퓨터 밖으로 나가지 않습니다.</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>(아직 주소 없음)</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query to your SearXNG at {address}, which asks the search engines it is set up to use. Each search asks you first, unless a rule allows it.</source>
        <translation>검색할 때마다 모델의 검색어가 {address}에 있는 SearXNG로 보내지고, SearXNG가 설정된 검색 엔진에 묻습니다. 규칙으로 허용하지 않는 한 검색할 때마다 먼저 묻습니다.</translation>
    </message>
    <message>
        <source>Each search sends the model&apos;s query and your API key to {service} ({host}), which may charge for it. Each search asks you first, unless a rule allows it.</source>
        <translation>검색할 때마다 모델의 검색어와 API 키가 {service}({host})로 보내지며, 요금이 부과될 수 있습니다. 규칙으로 허용하지 않는 한 검색할 때마다 먼저 묻습니다.</translation>
    </message>
    <message>
        <source>Enter your SearXNG&apos;s address, e.g. http://localhost:8888.</source>
        <translation>SearXNG 주소를 입력하세요(예: http://localhost:8888).</translation>
    </message>
    <message>
        <source>Enter a full address starting with http:// or https://.</source>
        <translation>http:// 또는 https://로 시작하는 전체 주소를 입력하세요.</translation>
    </message>
</context>
<context>
    <name>CitationDialog</name>
    <message>
        <source>Cited source</source>
        <translation>인용 출처</translation>
    </message>
    <message>
        <source>Where the passage is</source>
        <translation>구절 위치</translation>
    </message>
    <message>
        <source>Cited passage</source>
        <translation>인용된 구절</translation>
    </message>
    <message>
        <source>Open the page</source>
        <translation>페이지 열기</translation>
    </message>
    <message>
        <source>Open at page {n}</source>
        <translation>{n}페이지에서 열기</translation>
    </message>
    <message>
        <source>Open the document</source>
        <translation>문서 열기</translation>
    </message>
    <message>
        <source>The file has changed or is gone: this is the passage as the model was given it.</source>
        <translation>파일이 바뀌었거나 없어졌습니다: 모델이 받았을 때의 구절입니다.</translation>
    </message>
    <message>
        <source>{path} is no longer there.</source>
        <translation>{path}이(가) 더 이상 없습니다.</translation>
    </message>
</context>
<context>
    <name>KnowledgeButton</name>
    <message>
        <source>Knowledge bases</source>
        <translation>지식 베이스</translation>
    </message>
    <message>
        <source>No knowledge bases yet</source>
        <translation>아직 지식 베이스가 없습니다</translation>
    </message>
    <message>
        <source>Manage knowledge bases…</source>
        <translation>지식 베이스 관리…</translation>
    </message>
    <message>
        <source>Knowledge</source>
        <translation>지식</translation>
    </message>
    <message>
        <source>Let the model search your documents: tick the knowledge bases this session uses</source>
        <translation>모델이 문서를 검색하게 합니다: 이 세션에서 쓸 지식 베이스를 선택하세요</translation>
    </message>
    <message>
        <source>Knowledge: {names}</source>
        <translation>지식: {names}</translation>
    </message>
    <message>
        <source>This session searches {names}; the answers cite the passages they use</source>
        <translation>이 세션은 {names}을(를) 검색합니다. 답변은 사용한 구절을 인용합니다</translation>
    </message>
</context>
<context>
    <name>KnowledgeDialog</name>
    <message>
        <source>Indexed</source>
        <translation>색인됨</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>건너뜀</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>시작하는 중…</translation>
    </message>
    <message>
        <source>Indexing {done} of {total}</source>
        <translation>색인 중 {done}/{total}</translation>
    </message>
    <message>
        <source>Paused at {done} of {total}</source>
        <translation>{done}/{total}에서 일시 정지</translation>
    </message>
    <message>
        <source>Indexing stopped</source>
        <translation>색인이 멈췄습니다</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>최신 상태</translation>
    </message>
    <message>
        <source>Indexing progress of {name}</source>
        <translation>{name} 색인 진행률</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <source>Passages: {count}</source>
        <translation>구절: {count}</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>지식 베이스</translation>
    </message>
    <message>
        <source>Name of a new base</source>
        <translation>새 베이스 이름</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>만들기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>삭제(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the knowledge base</source>
        <translation>지식 베이스 삭제</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>원본</translation>
    </message>
    <message>
        <source>Add &amp;folder…</source>
        <translation>폴더 추가(&amp;F)…</translation>
    </message>
    <message>
        <source>Add fi&amp;les…</source>
        <translation>파일 추가(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the source</source>
        <translation>원본 제거</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>색인 진행률</translation>
    </message>
    <message>
        <source>Re-&amp;index</source>
        <translation>다시 색인(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>일시 정지(&amp;P)</translation>
    </message>
    <message>
        <source>Add the best passages before the first step (automatic retrieval)</source>
        <translation>첫 단계 전에 가장 관련 있는 구절을 넣기(자동 검색)</translation>
    </message>
    <message>
        <source>Before the model answers, the passages of this base that best match the message are added to it. Without this, the model searches the base when it decides to.</source>
        <translation>모델이 답하기 전에 이 베이스에서 메시지와 가장 잘 맞는 구절을 메시지에 넣습니다. 끄면 모델이 필요하다고 판단할 때 베이스를 검색합니다.</translation>
    </message>
    <message>
        <source>Show files</source>
        <translation>파일 표시</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>모든 파일</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Knowledge message</source>
        <translation>지식 메시지</translation>
    </message>
    <message>
        <source>A knowledge base is a set of folders and files the model can search: Markdown, text, code, PDF, HTML and Word documents. Name one on the left and press Create, then add folders or files to it.</source>
        <translation>지식 베이스는 모델이 검색할 수 있는 폴더와 파일의 묶음입니다: Markdown, 텍스트, 코드, PDF, HTML, Word 문서. 왼쪽에서 이름을 정하고 만들기를 누른 뒤 폴더나 파일을 추가하세요.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>{count} indexed</source>
        <translation>색인됨 {count}</translation>
    </message>
    <message>
        <source>{count} pending</source>
        <translation>대기 {count}</translation>
    </message>
    <message>
        <source>{count} failed</source>
        <translation>실패 {count}</translation>
    </message>
    <message>
        <source>{count} skipped</source>
        <translation>건너뜀 {count}</translation>
    </message>
    <message>
        <source>{done} of {total} files</source>
        <translation>파일 {done}/{total}</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>계속(&amp;U)</translation>
    </message>
    <message>
        <source>Reading {path}</source>
        <translation>{path} 읽는 중</translation>
    </message>
    <message>
        <source>Delete knowledge base</source>
        <translation>지식 베이스 삭제</translation>
    </message>
    <message>
        <source>Delete the knowledge base {name}? Its index is removed; your folders and files stay as they are.</source>
        <translation>지식 베이스 {name}을(를) 삭제할까요? 색인은 지워지고 폴더와 파일은 그대로 남습니다.</translation>
    </message>
    <message>
        <source>Add a folder</source>
        <translation>폴더 추가</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>파일 추가</translation>
    </message>
    <message>
        <source>A secrets file: never indexed</source>
        <translation>비밀 정보 파일: 색인하지 않습니다</translation>
    </message>
    <message>
        <source>{kind} files are not indexed</source>
        <translation>{kind} 파일은 색인하지 않습니다</translation>
    </message>
    <message>
        <source>Files without a suffix are not indexed</source>
        <translation>확장자가 없는 파일은 색인하지 않습니다</translation>
    </message>
    <message>
        <source>Larger than {size} MB, the most a {kind} file may be</source>
        <translation>{size}MB를 넘습니다({kind} 파일의 최대 크기)</translation>
    </message>
    <message>
        <source>Not a readable PDF ({detail})</source>
        <translation>읽을 수 없는 PDF입니다({detail})</translation>
    </message>
    <message>
        <source>The PDF is encrypted</source>
        <translation>PDF가 암호화되어 있습니다</translation>
    </message>
    <message>
        <source>Binary content (a NUL byte), not text</source>
        <translation>바이너리 내용입니다(NUL 바이트). 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>Not a readable DOCX ({detail})</source>
        <translation>읽을 수 없는 DOCX입니다({detail})</translation>
    </message>
    <message>
        <source>Its text is larger than {size} MB once unzipped</source>
        <translation>압축을 풀면 텍스트가 {size}MB를 넘습니다</translation>
    </message>
    <message>
        <source>Reading it crashed the indexing process (exit code {code})</source>
        <translation>읽는 중에 색인 프로세스가 멈췄습니다(종료 코드 {code})</translation>
    </message>
    <message>
        <source>Reading it made no progress for {seconds} s, so it was stopped</source>
        <translation>{seconds}초 동안 읽기가 진행되지 않아 멈췄습니다</translation>
    </message>
    <message>
        <source>Not indexed yet: press Re-index.</source>
        <translation>아직 색인하지 않았습니다: 다시 색인을 누르세요.</translation>
    </message>
</context>
<context>
    <name>MemoryCards</name>
    <message>
        <source>Remember this in future conversations?</source>
        <translation>앞으로의 대화에서 이것을 기억할까요?</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>유지</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>편집…</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Kept in your words</source>
        <translation>내 표현으로 유지됨</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>유지됨</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Dropped: not remembered</source>
        <translation>버림: 기억하지 않음</translation>
    </message>
    <message>
        <source>Removed on the Memory page</source>
        <translation>메모리 페이지에서 삭제됨</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>메모리 편집</translation>
    </message>
    <message>
        <source>Remember, in your words:</source>
        <translation>내 표현으로 기억할 내용:</translation>
    </message>
    <message>
        <source>Remember this in future conversations of the project “{name}”?</source>
        <translation>프로젝트 “{name}”의 앞으로의 대화에서 이것을 기억할까요?</translation>
    </message>
    <message>
        <source>{kept}, in the project “{name}”</source>
        <translation>{kept}(프로젝트 “{name}”)</translation>
    </message>
</context>
<context>
    <name>MemoryDialog</name>
    <message>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>새 메시지마다 에이전트에게 전달되는 짧은 사실입니다. 내 동의 없이는 아무것도 추가되지 않습니다. 모델이 제안하면 채팅에서 유지, 편집 또는 버릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Search memories</source>
        <translation>메모리 검색</translation>
    </message>
    <message>
        <source>Memories</source>
        <translation>메모리 목록</translation>
    </message>
    <message>
        <source>From</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>마지막 사용</translation>
    </message>
    <message>
        <source>Open the conversation</source>
        <translation>대화 열기</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>추가…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>편집…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Written by you</source>
        <translation>직접 작성</translation>
    </message>
    <message>
        <source>A conversation (edited by you)</source>
        <translation>대화 (직접 편집)</translation>
    </message>
    <message>
        <source>A conversation</source>
        <translation>대화</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>아직 없음</translation>
    </message>
    <message>
        <source>Written by you.</source>
        <translation>직접 작성했습니다.</translation>
    </message>
    <message>
        <source>Learnt in a conversation…</source>
        <translation>대화에서 알게 됨…</translation>
    </message>
    <message>
        <source>Learnt when you wrote: “{text}”</source>
        <translation>내가 쓴 내용에서 알게 됨: “{text}”</translation>
    </message>
    <message>
        <source>Learnt in a conversation that is no longer in the history.</source>
        <translation>더 이상 기록에 없는 대화에서 알게 됨.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>사실을 한 문장으로:</translation>
    </message>
    <message>
        <source>Add a memory</source>
        <translation>메모리 추가</translation>
    </message>
    <message>
        <source>Edit the memory</source>
        <translation>메모리 편집</translation>
    </message>
    <message>
        <source>Added.</source>
        <translation>추가했습니다.</translation>
    </message>
    <message>
        <source>Changed.</source>
        <translation>변경했습니다.</translation>
    </message>
    <message>
        <source>Removed “{text}”.</source>
        <translation>“{text}”을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>실행 취소했습니다.</translation>
    </message>
    <message>
        <source>Short facts the agent is given in every new message: everywhere, or only in one project&apos;s chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it in the chat.</source>
        <translation>새 메시지마다 에이전트에게 전달되는 짧은 사실입니다. 모든 채팅에 적용하거나 한 프로젝트의 채팅에만 적용할 수 있습니다. 내 동의 없이는 아무것도 추가되지 않습니다. 모델이 제안하면 채팅에서 유지, 편집 또는 버릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Show memories that apply</source>
        <translation>표시할 메모리의 적용 범위</translation>
    </message>
    <message>
        <source>Applies</source>
        <translation>적용 범위</translation>
    </message>
    <message>
        <source>All memories</source>
        <translation>모든 메모리</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>프로젝트: {name}</translation>
    </message>
    <message>
        <source>A project</source>
        <translation>프로젝트</translation>
    </message>
</context>
<context>
    <name>MemoryEditor</name>
    <message>
        <source>The memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>Where it applies</source>
        <translation>적용 범위</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Project: {name}</source>
        <translation>프로젝트: {name}</translation>
    </message>
    <message>
        <source>Everywhere: every chat is given it. A project: only that project&apos;s chats.</source>
        <translation>전체: 모든 채팅에 전달됩니다. 프로젝트: 그 프로젝트의 채팅에만 전달됩니다.</translation>
    </message>
    <message>
        <source>The fact, in a sentence:</source>
        <translation>사실을 한 문장으로:</translation>
    </message>
    <message>
        <source>Applies:</source>
        <translation>적용 범위:</translation>
    </message>
</context>
<context>
    <name>ProjectDialog</name>
    <message>
        <source>Edit project</source>
        <translation>프로젝트 편집</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>새 프로젝트</translation>
    </message>
    <message>
        <source>Project name</source>
        <translation>프로젝트 이름</translation>
    </message>
    <message>
        <source>e.g. Thesis, Website, Taxes 2026</source>
        <translation>예: 논문, 웹사이트, 2026년 세금</translation>
    </message>
    <message>
        <source>Workspace folder</source>
        <translation>작업 폴더</translation>
    </message>
    <message>
        <source>The app&apos;s default folder</source>
        <translation>앱 기본 폴더</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Choose the workspace folder</source>
        <translation>작업 폴더 선택</translation>
    </message>
    <message>
        <source>Project instructions</source>
        <translation>프로젝트 지침</translation>
    </message>
    <message>
        <source>What every chat of this project should know or do, e.g. “Answer in British English.”</source>
        <translation>이 프로젝트의 모든 채팅이 알아야 하거나 해야 할 것. 예: “영국 영어로 답해 줘.”</translation>
    </message>
    <message>
        <source>The app&apos;s default</source>
        <translation>앱 기본값</translation>
    </message>
    <message>
        <source>Default model</source>
        <translation>기본 모델</translation>
    </message>
    <message>
        <source>provider/model — pick one or type any model id</source>
        <translation>제공자/모델 — 선택하거나 모델 ID를 직접 입력</translation>
    </message>
    <message>
        <source>Default profile</source>
        <translation>기본 프로필</translation>
    </message>
    <message>
        <source>Knowledge bases</source>
        <translation>지식 베이스</translation>
    </message>
    <message>
        <source>No knowledge bases yet (File › Knowledge bases…).</source>
        <translation>아직 지식 베이스가 없습니다(파일 › 지식 베이스…).</translation>
    </message>
    <message>
        <source>Every enabled server</source>
        <translation>사용 설정된 모든 서버</translation>
    </message>
    <message>
        <source>Only the ones ticked</source>
        <translation>선택한 서버만</translation>
    </message>
    <message>
        <source>{name} (turned off in Settings)</source>
        <translation>{name}(설정에서 꺼짐)</translation>
    </message>
    <message>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <source>No MCP servers yet (Settings › MCP servers).</source>
        <translation>아직 MCP 서버가 없습니다(설정 › MCP 서버).</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>Workspace:</source>
        <translation>작업 폴더:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>지침:</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>프로필:</translation>
    </message>
    <message>
        <source>Knowledge:</source>
        <translation>지식:</translation>
    </message>
    <message>
        <source>MCP servers:</source>
        <translation>MCP 서버:</translation>
    </message>
    <message>
        <source>What went wrong</source>
        <translation>문제 내용</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Create project</source>
        <translation>프로젝트 만들기</translation>
    </message>
    <message>
        <source>Choose the project&apos;s workspace folder</source>
        <translation>프로젝트의 작업 폴더 선택</translation>
    </message>
    <message>
        <source>The project could not be saved. The log has the details.</source>
        <translation>프로젝트를 저장하지 못했습니다. 자세한 내용은 로그에 있습니다.</translation>
    </message>
</context>
<context>
    <name>Projects</name>
    <message>
        <source>Delete project</source>
        <translation>프로젝트 삭제</translation>
    </message>
    <message>
        <source>Delete the project “{name}”?</source>
        <translation>프로젝트 “{name}”을(를) 삭제할까요?</translation>
    </message>
    <message>
        <source>It holds no chats.</source>
        <translation>포함된 채팅이 없습니다.</translation>
    </message>
    <message>
        <source>Its chat stays, outside any project.</source>
        <translation>채팅은 프로젝트 밖으로 옮겨져 그대로 남습니다.</translation>
    </message>
    <message>
        <source>Its {n} chats stay, outside any project.</source>
        <translation>채팅 {n}개는 프로젝트 밖으로 옮겨져 그대로 남습니다.</translation>
    </message>
    <message>
        <source>The project&apos;s instructions, settings and memories are deleted.</source>
        <translation>프로젝트의 지침, 설정, 메모리는 삭제됩니다.</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Update {name}?</source>
        <translation>{name}을(를) 업데이트할까요?</translation>
    </message>
    <message>
        <source>Install {name}?</source>
        <translation>{name}을(를) 설치할까요?</translation>
    </message>
    <message>
        <source>{name} moves from version {old} to {new}. It ran:</source>
        <translation>{name}을(를) 버전 {old}에서 {new}(으)로 업데이트합니다. 이전 실행 명령:</translation>
    </message>
    <message>
        <source>It will run:</source>
        <translation>앞으로 실행할 명령:</translation>
    </message>
    <message>
        <source>The server {name} will be added and connected to at this address:</source>
        <translation>서버 {name}을(를) 추가하고 다음 주소에 연결합니다:</translation>
    </message>
    <message>
        <source>The server {name} will be added and started with this command:</source>
        <translation>서버 {name}을(를) 추가하고 다음 명령으로 시작합니다:</translation>
    </message>
    <message>
        <source>In its container.</source>
        <translation>자체 컨테이너에서 실행합니다.</translation>
    </message>
    <message>
        <source>In the sandbox, with the network.</source>
        <translation>샌드박스에서 네트워크를 사용해 실행합니다.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>샌드박스 밖에서 사용자 권한으로 실행합니다.</translation>
    </message>
    <message>
        <source>Kept in the keyring: {names}</source>
        <translation>키링에 보관: {names}</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>지정 값: {values}</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>업데이트</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>설치</translation>
    </message>
</context>
<context>
    <name>DetailPane</name>
    <message>
        <source>What it needs</source>
        <translation>필요한 설정</translation>
    </message>
    <message>
        <source>Run it in the sandbox</source>
        <translation>샌드박스에서 실행</translation>
    </message>
    <message>
        <source>With the network, so that its runner can fetch the package</source>
        <translation>실행 도구가 패키지를 받을 수 있도록 네트워크를 허용합니다</translation>
    </message>
    <message>
        <source>Install…</source>
        <translation>설치…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Name here</source>
        <translation>이 앱에서의 이름</translation>
    </message>
    <message>
        <source>Choose a server to see what it runs.</source>
        <translation>서버를 선택하면 실행 내용을 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>version {v}</source>
        <translation>버전 {v}</translation>
    </message>
    <message>
        <source>published by {who}</source>
        <translation>게시자: {who}</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>실행할 항목 없음</translation>
    </message>
    <message>
        <source>remote</source>
        <translation>원격 지원</translation>
    </message>
    <message>
        <source>not remote</source>
        <translation>원격 미지원</translation>
    </message>
    <message>
        <source>status: {s}</source>
        <translation>상태: {s}</translation>
    </message>
    <message>
        <source>Installed here as {name} (version {v}).</source>
        <translation>이 앱에 {name}(으)로 설치되어 있습니다(버전 {v}).</translation>
    </message>
    <message>
        <source>Update to {v}…</source>
        <translation>{v}(으)로 업데이트…</translation>
    </message>
    <message>
        <source>What it connects to</source>
        <translation>연결 대상</translation>
    </message>
    <message>
        <source>What it runs</source>
        <translation>실행 내용</translation>
    </message>
    <message>
        <source>A remote server over streamable HTTP.</source>
        <translation>스트리밍 가능 HTTP를 통한 원격 서버입니다.</translation>
    </message>
    <message>
        <source>In its container, not in the app&apos;s sandbox.</source>
        <translation>앱의 샌드박스가 아닌 자체 컨테이너에서 실행합니다.</translation>
    </message>
    <message>
        <source>In the sandbox: its folder, a private /tmp, the network.</source>
        <translation>샌드박스 안: 자체 폴더, 전용 /tmp, 네트워크.</translation>
    </message>
    <message>
        <source>Outside the sandbox, with your rights.</source>
        <translation>샌드박스 밖에서 사용자 권한으로 실행합니다.</translation>
    </message>
    <message>
        <source>With {values}</source>
        <translation>지정 값: {values}</translation>
    </message>
    <message>
        <source>secret: kept in the keyring</source>
        <translation>비밀 값: 키링에 보관됩니다</translation>
    </message>
    <message>
        <source>kept: leave empty to keep it</source>
        <translation>저장됨: 비워 두면 그대로 유지됩니다</translation>
    </message>
</context>
<context>
    <name>GlobalShortcut</name>
    <message>
        <source>On Wayland only the desktop may give global shortcuts (its GlobalShortcuts portal), and Desktop Agent does not use it yet: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Wayland에서는 데스크톱 환경만 전역 단축키를 제공할 수 있으며(GlobalShortcuts portal), Desktop Agent는 아직 이를 사용하지 않습니다. 따라서 여기서는 단축키가 작동하지 않습니다. 빠른 질문은 트레이 메뉴에 있습니다.</translation>
    </message>
    <message>
        <source>This desktop offers no global shortcuts: Quick ask is in the tray&apos;s menu.</source>
        <translation>이 데스크톱 환경은 전역 단축키를 지원하지 않습니다. 빠른 질문은 트레이 메뉴에 있습니다.</translation>
    </message>
    <message>
        <source>“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.</source>
        <translation>“{text}”은(는) 단축키가 아닙니다. Ctrl+Alt+Space처럼 보조 키와 키를 입력하세요.</translation>
    </message>
    <message>
        <source>The shortcut could not be set up: {error}</source>
        <translation>단축키를 설정할 수 없습니다: {error}</translation>
    </message>
    <message>
        <source>Another application already uses this shortcut: choose another.</source>
        <translation>다른 애플리케이션이 이미 이 단축키를 사용하고 있습니다. 다른 단축키를 선택하세요.</translation>
    </message>
    <message>
        <source>The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>단축키에는 X11 라이브러리(libX11)가 필요하지만 불러올 수 없었습니다. 여기서는 단축키가 동작하지 않습니다. 빠른 질문은 트레이 메뉴에 있습니다.</translation>
    </message>
    <message>
        <source>On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray&apos;s menu.</source>
        <translation>Wayland에서는 데스크톱 환경만 GlobalShortcuts 포털을 통해 전역 단축키를 제공할 수 있는데, 이 데스크톱 환경은 이를 제공하지 않습니다. 따라서 여기서는 단축키가 작동하지 않습니다. 빠른 질문는 트레이 메뉴에 있습니다.</translation>
    </message>
    <message>
        <source>The desktop did not give Quick ask its shortcut (refused or cancelled): set the shortcut again to be asked again. Quick ask is in the tray&apos;s menu.</source>
        <translation>데스크톱 환경이 빠른 질문에 단축키를 할당하지 않았습니다(거부 또는 취소됨). 다시 확인 요청을 받으려면 단축키를 다시 설정하십시오. 빠른 질문는 트레이 메뉴에 있습니다.</translation>
    </message>
    <message>
        <source>Open Desktop Agent&apos;s Quick ask</source>
        <translation>Desktop Agent의 빠른 질문 열기</translation>
    </message>
    <message>
        <source>The desktop took Quick ask&apos;s shortcut without a key: give it one in the desktop&apos;s keyboard settings.</source>
        <translation>데스크톱 환경이 빠른 질문 단축키를 키 없이 등록했습니다. 데스크톱 환경의 키보드 설정에서 키를 지정하십시오.</translation>
    </message>
    <message>
        <source>The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the desktop&apos;s keyboard settings.</source>
        <translation>데스크톱 환경이 빠른 질문에 {asked} 대신 {chosen} 단축키를 할당했습니다. 데스크톱 환경의 키보드 설정에서 변경하십시오.</translation>
    </message>
    <message>
        <source>The desktop ended Quick ask&apos;s shortcut: set the shortcut again to take it back.</source>
        <translation>데스크톱 환경이 빠른 질문 단축키를 해제했습니다. 다시 사용하려면 단축키를 다시 설정하십시오.</translation>
    </message>
</context>
<context>
    <name>McpBrowsePage</name>
    <message>
        <source>Search the registry by name</source>
        <translation>이름으로 레지스트리 검색</translation>
    </message>
    <message>
        <source>The MCP Registry to search (saved with OK or Apply)</source>
        <translation>검색할 MCP 레지스트리(확인 또는 적용을 누르면 저장)</translation>
    </message>
    <message>
        <source>More…</source>
        <translation>더 보기…</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>레지스트리</translation>
    </message>
    <message>
        <source>The registry address must be an http(s):// address.</source>
        <translation>레지스트리 주소는 http(s):// 주소여야 합니다.</translation>
    </message>
    <message>
        <source>Asking the registry…</source>
        <translation>레지스트리에 요청하는 중…</translation>
    </message>
    <message>
        <source>No server in this registry has “{q}” in its name.</source>
        <translation>이 레지스트리에는 이름에 “{q}”이(가) 들어간 서버가 없습니다.</translation>
    </message>
    <message>
        <source>This registry lists no servers.</source>
        <translation>이 레지스트리에는 등록된 서버가 없습니다.</translation>
    </message>
    <message>
        <source>Fill in {names} first: the server needs it.</source>
        <translation>먼저 {names}을(를) 입력하세요. 서버에 필요합니다.</translation>
    </message>
    <message>
        <source>Installing {name}…</source>
        <translation>{name} 설치하는 중…</translation>
    </message>
    <message>
        <source>Installed {name}.</source>
        <translation>{name}을(를) 설치했습니다.</translation>
    </message>
    <message>
        <source>Updated {name}.</source>
        <translation>{name}을(를) 업데이트했습니다.</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name}을(를) 제거했습니다.</translation>
    </message>
    <message>
        <source>Could not save the MCP server file: {reason}.</source>
        <translation>MCP 서버 파일을 저장할 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <source>Something went wrong; the details are in the log.</source>
        <translation>문제가 발생했습니다. 자세한 내용은 로그에 있습니다.</translation>
    </message>
</context>
<context>
    <name>QuickAskWindow</name>
    <message>
        <source>Quick ask</source>
        <translation>빠른 질문</translation>
    </message>
    <message>
        <source>Ask anything — Enter sends, Esc hides</source>
        <translation>무엇이든 물어보세요 — Enter로 보내기, Esc로 숨기기</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>질문</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>답변</translation>
    </message>
    <message>
        <source>Question asked</source>
        <translation>보낸 질문</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Open in window</source>
        <translation>창에서 열기</translation>
    </message>
    <message>
        <source>Go on with this conversation in the main window</source>
        <translation>메인 창에서 이 대화 계속하기</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>질문하는 중…</translation>
    </message>
    <message>
        <source>Ask another question — Enter sends, Esc hides</source>
        <translation>다른 질문하기 — Enter로 보내기, Esc로 숨기기</translation>
    </message>
    <message>
        <source>Writing…</source>
        <translation>작성하는 중…</translation>
    </message>
    <message>
        <source>Waiting for your answer in the main window</source>
        <translation>메인 창에서 응답을 기다리는 중</translation>
    </message>
    <message>
        <source>Using {tool}…</source>
        <translation>{tool} 사용 중…</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Done, without an answer in words</source>
        <translation>완료(텍스트 답변 없음)</translation>
    </message>
</context>
<context>
    <name>SchedulesDialog</name>
    <message>
        <source>Schedules</source>
        <translation>예약 작업</translation>
    </message>
    <message>
        <source>Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a call the job&apos;s rules do not allow is refused and the run goes on without it. Each run is a session in your history.</source>
        <translation>예약 작업은 창이 닫혀 있어도 일정에 따라 프롬프트를 실행합니다. 실행 중에는 아무것도 묻지 않습니다. 작업 규칙에서 허용하지 않는 호출은 거부되고, 실행은 그 호출 없이 계속됩니다. 각 실행은 대화 기록에 세션으로 남습니다.</translation>
    </message>
    <message>
        <source>Scheduled jobs</source>
        <translation>예약 작업</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>When</source>
        <translation>일시</translation>
    </message>
    <message>
        <source>Next run</source>
        <translation>다음 실행</translation>
    </message>
    <message>
        <source>Last run</source>
        <translation>마지막 실행</translation>
    </message>
    <message>
        <source>On</source>
        <translation>켜짐</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>추가…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>편집…</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>제거…</translation>
    </message>
    <message>
        <source>Run now</source>
        <translation>지금 실행</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Runs of the selected job</source>
        <translation>선택한 작업의 실행 기록</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Said</source>
        <translation>답변</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <source>Double-click a run to open its session.</source>
        <translation>실행을 두 번 클릭하면 해당 세션이 열립니다.</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>꺼짐</translation>
    </message>
    <message>
        <source>{text} — cron {cron}, this computer&apos;s time</source>
        <translation>{text} — cron {cron}, 이 컴퓨터 시간 기준</translation>
    </message>
    <message>
        <source>Runs on its schedule when checked</source>
        <translation>선택하면 일정에 따라 실행됩니다</translation>
    </message>
    <message>
        <source>Runs of {name}</source>
        <translation>{name}의 실행 기록</translation>
    </message>
    <message>
        <source>Run by hand</source>
        <translation>수동 실행</translation>
    </message>
    <message>
        <source>Not run yet</source>
        <translation>아직 실행 안 됨</translation>
    </message>
    <message>
        <source>Registered as: {where}</source>
        <translation>등록 위치: {where}</translation>
    </message>
    <message>
        <source>That run has no session.</source>
        <translation>이 실행에는 세션이 없습니다.</translation>
    </message>
    <message>
        <source>{name} runs on its schedule.</source>
        <translation>{name}은(는) 일정에 따라 실행됩니다.</translation>
    </message>
    <message>
        <source>{name} is off.</source>
        <translation>{name}은(는) 꺼져 있습니다.</translation>
    </message>
    <message>
        <source>Add a scheduled job</source>
        <translation>예약 작업 추가</translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>{name} 편집</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name}을(를) 저장했습니다.</translation>
    </message>
    <message>
        <source>Remove the job?</source>
        <translation>작업을 제거할까요?</translation>
    </message>
    <message>
        <source>Remove {name}? It will not run again; the sessions of its runs stay in your history.</source>
        <translation>{name}을(를) 제거할까요? 더 이상 실행되지 않으며, 지금까지 실행된 세션은 대화 기록에 남습니다.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Removed {name}.</source>
        <translation>{name}을(를) 제거했습니다.</translation>
    </message>
    <message>
        <source>Running {name}…</source>
        <translation>{name} 실행 중…</translation>
    </message>
    <message>
        <source>{name}: {outcome}</source>
        <translation>{name}: {outcome}</translation>
    </message>
    <message>
        <source>Re-run with these approved…</source>
        <translation>승인하고 다시 실행…</translation>
    </message>
    <message>
        <source>Run the job once more, allowing exactly the calls the selected run refused</source>
        <translation>선택한 실행에서 거부된 호출만 허용하여 작업을 한 번 더 실행</translation>
    </message>
    <message>
        <source>That job is no longer scheduled.</source>
        <translation>해당 작업은 더 이상 예약되어 있지 않습니다.</translation>
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
        <translation>새 세션</translation>
    </message>
    <message>
        <source>{title} — waiting for your approval</source>
        <translation>{title} — 승인 대기 중</translation>
    </message>
    <message>
        <source>{title} — answering…</source>
        <translation>{title} — 답변 중…</translation>
    </message>
    <message>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <source>Quick ask</source>
        <translation>빠른 질문</translation>
    </message>
    <message>
        <source>Quick ask ({shortcut})</source>
        <translation>빠른 질문({shortcut})</translation>
    </message>
    <message>
        <source>Show Desktop Agent</source>
        <translation>Desktop Agent 표시</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>종료</translation>
    </message>
    <message>
        <source>Desktop Agent keeps working in the tray.</source>
        <translation>Desktop Agent가 트레이에서 계속 작동합니다.</translation>
    </message>
    <message>
        <source>Quit from the tray&apos;s menu.</source>
        <translation>종료하려면 트레이 메뉴를 사용하세요.</translation>
    </message>
    <message>
        <source>An answer is still being written.</source>
        <translation>아직 답변을 작성하는 중입니다.</translation>
    </message>
    <message>
        <source>{n} answers are still being written.</source>
        <translation>답변 {n}개를 아직 작성하는 중입니다.</translation>
    </message>
    <message>
        <source>Runs are scheduled.</source>
        <translation>예약된 실행이 있습니다.</translation>
    </message>
    <message>
        <source>Keep running in the tray?</source>
        <translation>트레이에서 계속 실행할까요?</translation>
    </message>
    <message>
        <source>Desktop Agent can go on in the tray and tell you when it is done. You can change this in Settings › Appearance.</source>
        <translation>Desktop Agent는 트레이에서 계속 실행되다가 완료되면 알려 드릴 수 있습니다. 이 설정은 설정 › 모양에서 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <source>Keep running in the tray</source>
        <translation>트레이에서 계속 실행</translation>
    </message>
    <message>
        <source>Approval waiting</source>
        <translation>승인 대기 중</translation>
    </message>
    <message>
        <source>{title}: {tool} waits for your approval.</source>
        <translation>{title}: {tool}이(가) 승인을 기다리고 있습니다.</translation>
    </message>
    <message>
        <source>Answer ready</source>
        <translation>답변 완료</translation>
    </message>
    <message>
        <source>Answer stopped</source>
        <translation>답변 중지됨</translation>
    </message>
    <message>
        <source>{name} — next {when}</source>
        <translation>{name} — 다음 {when}</translation>
    </message>
    <message>
        <source>Schedules…</source>
        <translation>일정…</translation>
    </message>
</context>
<context>
    <name>ToolCard</name>
    <message>
        <source>Read {path}</source>
        <translation>{path} 읽기</translation>
    </message>
    <message>
        <source>Write {path}</source>
        <translation>{path} 쓰기</translation>
    </message>
    <message>
        <source>Edit {path}</source>
        <translation>{path} 편집</translation>
    </message>
    <message>
        <source>Delete {path}</source>
        <translation>{path} 삭제</translation>
    </message>
    <message>
        <source>Run `{command}`</source>
        <translation>`{command}` 실행</translation>
    </message>
    <message>
        <source>the workspace</source>
        <translation>작업 공간</translation>
    </message>
    <message>
        <source>List {folder}</source>
        <translation>{folder} 목록</translation>
    </message>
    <message>
        <source>Search for “{text}”</source>
        <translation>‘{text}’ 검색</translation>
    </message>
    <message>
        <source>Find files like “{text}”</source>
        <translation>‘{text}’ 같은 파일 찾기</translation>
    </message>
    <message>
        <source>Read {page}</source>
        <translation>{page} 읽기</translation>
    </message>
    <message>
        <source>Search the web for “{text}”</source>
        <translation>웹에서 ‘{text}’ 검색</translation>
    </message>
    <message>
        <source>Search “{bases}” for “{text}”</source>
        <translation>‘{bases}’에서 ‘{text}’ 검색</translation>
    </message>
    <message>
        <source>Search the knowledge bases for “{text}”</source>
        <translation>지식 베이스에서 ‘{text}’ 검색</translation>
    </message>
    <message>
        <source>Remember “{text}”</source>
        <translation>‘{text}’ 기억하기</translation>
    </message>
    <message>
        <source>Search past chats for “{text}”</source>
        <translation>지난 채팅에서 ‘{text}’ 검색</translation>
    </message>
    <message>
        <source>Ask you “{text}”</source>
        <translation>질문: ‘{text}’</translation>
    </message>
    <message>
        <source>Use the skill “{name}”</source>
        <translation>스킬 ‘{name}’ 사용</translation>
    </message>
    <message>
        <source>Update the plan</source>
        <translation>계획 업데이트</translation>
    </message>
    <message>
        <source>…{n:,} more lines</source>
        <translation>…{n:,}줄 더</translation>
    </message>
    <message>
        <source>Use the skill “{name}” from {server}</source>
        <translation>{server}의 스킬 ‘{name}’ 사용</translation>
    </message>
</context>
<context>
    <name>RerunReview</name>
    <message>
        <source>Re-run with these approved?</source>
        <translation>이 호출들을 승인하고 다시 실행할까요?</translation>
    </message>
    <message>
        <source>Run {name} now, allowing this once exactly the calls below, which its run of {when} refused. Any other call that would ask is refused as usual; the job&apos;s rules stay as they are.</source>
        <translation>{name}을(를) 지금 실행하면서, {when} 실행에서 거부된 아래 호출만 이번 한 번 허용합니다. 확인이 필요한 다른 호출은 평소처럼 거부되며, 작업의 규칙은 그대로입니다.</translation>
    </message>
    <message>
        <source>Still refused (only a chat can approve them):</source>
        <translation>계속 거부됨(채팅에서만 승인할 수 있음):</translation>
    </message>
    <message>
        <source>The calls to allow</source>
        <translation>허용할 호출</translation>
    </message>
    <message>
        <source>Run with these allowed</source>
        <translation>이 호출들을 허용하고 실행</translation>
    </message>
</context>
<context>
    <name>ServerForm</name>
    <message>
        <source>Server address</source>
        <translation>서버 주소</translation>
    </message>
    <message>
        <source>Server address problem</source>
        <translation>서버 주소 문제</translation>
    </message>
    <message>
        <source>Only if the server asks for one</source>
        <translation>서버가 요구할 때만</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>The model&apos;s name, or Test to list them</source>
        <translation>모델 이름, 또는 테스트로 목록 보기</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Test the connection to the server</source>
        <translation>서버 연결 테스트</translation>
    </message>
    <message>
        <source>Server test result</source>
        <translation>서버 테스트 결과</translation>
    </message>
    <message>
        <source>Use this server</source>
        <translation>이 서버 사용</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>주소(&amp;A):</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 키(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <source>Or a server of your own</source>
        <translation>또는 직접 운영하는 서버</translation>
    </message>
    <message>
        <source>My own server (OpenAI-compatible)…</source>
        <translation>내 서버(OpenAI 호환)…</translation>
    </message>
    <message>
        <source>Set up my own OpenAI-compatible server</source>
        <translation>내 OpenAI 호환 서버 설정</translation>
    </message>
    <message>
        <source>vLLM, LM Studio, llama.cpp or another server that speaks OpenAI&apos;s API, at any address.</source>
        <translation>vLLM, LM Studio, llama.cpp 등 OpenAI API를 쓰는 서버(어떤 주소든).</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <source>Enter the server&apos;s address, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>서버 주소를 입력하세요(예: http://192.168.1.20:8000/v1).</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>포트는 1에서 65535 사이의 숫자여야 합니다.</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address; put a key in API key.</source>
        <translation>주소에 사용자 이름과 비밀번호를 넣지 마세요. 키는 API 키 칸에 넣으세요.</translation>
    </message>
    <message>
        <source>Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.</source>
        <translation>? 나 # 없이 주소를 입력하세요(예: http://192.168.1.20:8000/v1).</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>테스트 중…</translation>
    </message>
    <message>
        <source>Asking {url} for its models…</source>
        <translation>{url}에 모델 목록을 요청하는 중…</translation>
    </message>
    <message>
        <source>{url} is reachable, but lists no models: type the model&apos;s name.</source>
        <translation>{url}에 연결되지만 모델 목록이 없습니다. 모델 이름을 입력하세요.</translation>
    </message>
    <message>
        <source>{url} is reachable with one model.</source>
        <translation>{url}에 연결됩니다(모델 1개).</translation>
    </message>
    <message>
        <source>{url} is reachable with {count} models.</source>
        <translation>{url}에 연결됩니다(모델 {count}개).</translation>
    </message>
    <message>
        <source>{address} refused the connection: no server listens on that port. Is it running, and listening on the network (not only on its own computer&apos;s 127.0.0.1)?</source>
        <translation>{address}이(가) 연결을 거부했습니다. 그 포트에서 기다리는 서버가 없습니다. 서버가 실행 중이고, (자기 컴퓨터의 127.0.0.1만이 아니라) 네트워크에서 기다리고 있나요?</translation>
    </message>
    <message>
        <source>The computer {host} is not known. Check the address for typing errors.</source>
        <translation>컴퓨터 {host}을(를) 찾을 수 없습니다. 주소에 오타가 없는지 확인하세요.</translation>
    </message>
    <message>
        <source>{address} did not answer within {seconds} seconds. Check the address, the port and any firewall.</source>
        <translation>{address}이(가) {seconds}초 안에 응답하지 않았습니다. 주소, 포트, 방화벽을 확인하세요.</translation>
    </message>
    <message>
        <source>{address} answers, but its certificate is not trusted by this computer (self-signed?). Use http:// on a trusted network, or a certificate this computer trusts.</source>
        <translation>{address}이(가) 응답했지만 이 컴퓨터가 그 인증서를 신뢰하지 않습니다(자체 서명?). 신뢰할 수 있는 네트워크에서 http://를 쓰거나, 이 컴퓨터가 신뢰하는 인증서를 쓰세요.</translation>
    </message>
    <message>
        <source>Could not reach {address}. Check the address and the network.</source>
        <translation>{address}에 연결할 수 없습니다. 주소와 네트워크를 확인하세요.</translation>
    </message>
    <message>
        <source>The server answers, but needs an API key: enter it and test again.</source>
        <translation>서버가 응답하지만 API 키가 필요합니다. 입력하고 다시 테스트하세요.</translation>
    </message>
    <message>
        <source>The server rejected the API key (HTTP {status}). Check the key.</source>
        <translation>서버가 API 키를 거부했습니다(HTTP {status}). 키를 확인하세요.</translation>
    </message>
    <message>
        <source>The server sends the request elsewhere ({location}). If you trust that address, enter it instead.</source>
        <translation>서버가 요청을 다른 곳({location})으로 보냅니다. 그 주소를 신뢰한다면 대신 그 주소를 입력하세요.</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP {status}).</source>
        <translation>서버가 오류로 응답했습니다(HTTP {status}).</translation>
    </message>
    <message>
        <source>The server&apos;s answer is larger than {size} MB: not an OpenAI-compatible model list.</source>
        <translation>서버 응답이 {size}MB보다 큽니다. OpenAI 호환 모델 목록이 아닙니다.</translation>
    </message>
    <message>
        <source>Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at {models}. Such addresses usually end in /v1.</source>
        <translation>{url}에서 무언가 응답하지만 OpenAI 호환 서버는 아닙니다. {models}에 모델 목록이 없습니다. 이런 주소는 보통 /v1로 끝납니다.</translation>
    </message>
    <message>
        <source>Enter the model&apos;s name, or press Test to list the server&apos;s models.</source>
        <translation>모델 이름을 입력하거나, 테스트를 눌러 서버의 모델 목록을 보세요.</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>(code block)</source>
        <translation>(코드 블록)</translation>
    </message>
    <message>
        <source>(code block in {language})</source>
        <translation>({language} 코드 블록)</translation>
    </message>
    <message>
        <source>(code)</source>
        <translation>(코드)</translation>
    </message>
    <message>
        <source>(a table with {rows} rows)</source>
        <translation>(행이 {rows}개인 표)</translation>
    </message>
    <message>
        <source>(a table with one row)</source>
        <translation>(행이 1개인 표)</translation>
    </message>
    <message>
        <source>(formula)</source>
        <translation>(수식)</translation>
    </message>
    <message>
        <source>(image)</source>
        <translation>(이미지)</translation>
    </message>
</context>
<context>
    <name>VoicePage</name>
    <message>
        <source>Dictation</source>
        <translation>음성 입력</translation>
    </message>
    <message>
        <source>On this computer (English)</source>
        <translation>이 컴퓨터(영어)</translation>
    </message>
    <message>
        <source>An endpoint (any language)</source>
        <translation>엔드포인트(모든 언어)</translation>
    </message>
    <message>
        <source>Endpoint provider</source>
        <translation>엔드포인트 제공자</translation>
    </message>
    <message>
        <source>the default provider</source>
        <translation>기본 제공자</translation>
    </message>
    <message>
        <source>Transcription model</source>
        <translation>음성 인식 모델</translation>
    </message>
    <message>
        <source>Language spoken</source>
        <translation>말하는 언어</translation>
    </message>
    <message>
        <source>The window&apos;s</source>
        <translation>창과 동일</translation>
    </message>
    <message>
        <source>Send what was dictated at once</source>
        <translation>음성 입력한 내용을 바로 보내기</translation>
    </message>
    <message>
        <source>Read answers with</source>
        <translation>답변을 읽을 때 사용</translation>
    </message>
    <message>
        <source>This computer&apos;s voices</source>
        <translation>이 컴퓨터의 음성</translation>
    </message>
    <message>
        <source>The endpoint&apos;s speech</source>
        <translation>엔드포인트의 음성 합성</translation>
    </message>
    <message>
        <source>Voice</source>
        <translation>음성</translation>
    </message>
    <message>
        <source>The language&apos;s first voice</source>
        <translation>해당 언어의 첫 번째 음성</translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation>음성 합성 모델</translation>
    </message>
    <message>
        <source>Endpoint voice</source>
        <translation>엔드포인트 음성</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a small speech model (Moonshine tiny, English), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) understands other languages and gets the recording. The endpoint uses a provider&apos;s address and key.</source>
        <translation>이 컴퓨터에서의 음성 입력은 작은 음성 인식 모델(Moonshine tiny, 영어)을 사용하며, 모델은 한 번만 다운로드됩니다. 말한 내용은 컴퓨터 밖으로 나가지 않습니다. 엔드포인트(OpenAI 또는 로컬 서버의 엔드포인트와 같은 OpenAI 호환 /audio/transcriptions)는 다른 언어도 인식하며 녹음 내용을 받습니다. 엔드포인트는 제공자의 주소와 키를 사용합니다.</translation>
    </message>
    <message>
        <source>Dictation:</source>
        <translation>음성 입력:</translation>
    </message>
    <message>
        <source>Endpoint provider:</source>
        <translation>엔드포인트 제공자:</translation>
    </message>
    <message>
        <source>Transcription model:</source>
        <translation>음성 인식 모델:</translation>
    </message>
    <message>
        <source>Language spoken:</source>
        <translation>말하는 언어:</translation>
    </message>
    <message>
        <source>Read answers with:</source>
        <translation>답변을 읽을 때 사용:</translation>
    </message>
    <message>
        <source>Voice:</source>
        <translation>음성:</translation>
    </message>
    <message>
        <source>Speech model:</source>
        <translation>음성 합성 모델:</translation>
    </message>
    <message>
        <source>Endpoint voice:</source>
        <translation>엔드포인트 음성:</translation>
    </message>
    <message>
        <source>The speech model ({megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>음성 인식 모델({megabytes} MB)은 처음 음성 입력을 할 때 다운로드됩니다.</translation>
    </message>
    <message>
        <source>The speech model is on this computer.</source>
        <translation>음성 인식 모델이 이 컴퓨터에 있습니다.</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>이 컴퓨터에서</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}) is on this computer.</source>
        <translation>이 언어의 음성 모델({model})이 이 컴퓨터에 있습니다.</translation>
    </message>
    <message>
        <source>The speech model for this language ({model}, {megabytes} MB) is downloaded the first time you dictate.</source>
        <translation>이 언어의 음성 모델({model}, {megabytes}MB)은 처음 받아쓸 때 다운로드됩니다.</translation>
    </message>
    <message>
        <source>Dictation on this computer uses a speech model chosen by the language (Moonshine tiny for English, Whisper base for the others), downloaded once; nothing you say leaves the computer. An endpoint (an OpenAI-compatible /audio/transcriptions, such as OpenAI&apos;s or a local server&apos;s) gets the recording instead, with a provider&apos;s address and key.</source>
        <translation>이 컴퓨터에서의 받아쓰기는 언어에 따라 선택되는 음성 모델(영어는 Moonshine tiny, 그 밖의 언어는 Whisper base)을 사용하며 한 번만 다운로드합니다. 말한 내용은 컴퓨터 밖으로 나가지 않습니다. 엔드포인트(OpenAI 또는 로컬 서버의 OpenAI 호환 /audio/transcriptions 등)를 쓰면 대신 녹음이 그곳으로 전송되며, 공급자의 주소와 키가 사용됩니다.</translation>
    </message>
</context>
<context>
    <name>UpdatesPage</name>
    <message>
        <source>Look for a new version once a day</source>
        <translation>하루에 한 번 새 버전 확인</translation>
    </message>
    <message>
        <source>Update feed</source>
        <translation>업데이트 피드</translation>
    </message>
    <message>
        <source>the project&apos;s own</source>
        <translation>프로젝트 기본값</translation>
    </message>
    <message>
        <source>Root of trust</source>
        <translation>신뢰 루트</translation>
    </message>
    <message>
        <source>the one shipped with the app</source>
        <translation>앱에 포함된 신뢰 루트</translation>
    </message>
    <message>
        <source>This copy is {version}. {how}</source>
        <translation>이 사본의 버전은 {version}입니다. {how}</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>지금 확인</translation>
    </message>
    <message>
        <source>Updates are described by signed metadata, checked before anything is downloaded or unpacked; the new version is put beside this one and swapped in only when it is complete. Your history and settings are never touched.</source>
        <translation>업데이트는 서명된 메타데이터로 기술되며, 무엇이든 다운로드하거나 압축을 풀기 전에 검증됩니다. 새 버전은 현재 버전 옆에 설치되고 완전히 준비된 경우에만 교체됩니다. 기록과 설정은 절대 변경되지 않습니다.</translation>
    </message>
    <message>
        <source>Update feed:</source>
        <translation>업데이트 피드:</translation>
    </message>
    <message>
        <source>Root of trust:</source>
        <translation>신뢰 루트:</translation>
    </message>
    <message>
        <source>Give an http:// or https:// address, or nothing.</source>
        <translation>http:// 또는 https:// 주소를 입력하거나 비워 두십시오.</translation>
    </message>
    <message>
        <source>Looking for a new version…</source>
        <translation>새 버전을 확인하는 중…</translation>
    </message>
    <message>
        <source>Desktop Agent {version} is available.</source>
        <translation>Desktop Agent {version}을(를) 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>This is the newest version.</source>
        <translation>최신 버전입니다.</translation>
    </message>
</context>
<context>
    <name>BundleDialog</name>
    <message>
        <source>Install {name}?</source>
        <translation>{name}을(를) 설치하시겠습니까?</translation>
    </message>
    <message>
        <source>{title} {version}, by {author}</source>
        <translation>{title} {version}, 작성자: {author}</translation>
    </message>
    <message>
        <source>Tools: {names}</source>
        <translation>도구: {names}</translation>
    </message>
    <message>
        <source>It will run, in the sandbox with the network:</source>
        <translation>샌드박스에서 네트워크를 사용해 다음을 실행합니다:</translation>
    </message>
    <message>
        <source>A server called {name} exists: installing replaces it.</source>
        <translation>{name}(이)라는 서버가 이미 있습니다. 설치하면 교체됩니다.</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>설치</translation>
    </message>
    <message>
        <source>several, separated by {sep}</source>
        <translation>여러 개는 {sep}(으)로 구분합니다</translation>
    </message>
    <message>
        <source>With {variables}</source>
        <translation>{variables} 사용</translation>
    </message>
    <message>
        <source>Could not install the bundle; the details are in the log.</source>
        <translation>번들을 설치하지 못했습니다. 자세한 내용은 로그에 있습니다.</translation>
    </message>
</context>
<context>
    <name>Voice</name>
    <message>
        <source>Moonshine tiny, English</source>
        <translation>Moonshine tiny, 영어</translation>
    </message>
    <message>
        <source>Whisper base, 99 languages</source>
        <translation>Whisper base, 99개 언어</translation>
    </message>
</context>
<context>
    <name>McpViews</name>
    <message>
        <source>Open link</source>
        <translation>링크 열기</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to open this address in your browser:</source>
        <translation>MCP 서버 ‘{server}’의 화면이 이 주소를 브라우저에서 열려고 합니다:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Send a message</source>
        <translation>메시지 보내기</translation>
    </message>
    <message>
        <source>The view of the MCP server “{server}” asks to send this message as yours:</source>
        <translation>MCP 서버 ‘{server}’의 화면이 이 메시지를 내 메시지로 보내려고 합니다:</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <source>Context from {server}.md</source>
        <translation>{server}의 맥락.md</translation>
    </message>
    <message>
        <source>The view&apos;s conversation is no longer shown.</source>
        <translation>이 화면의 대화가 더 이상 표시되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>This call&apos;s view is no longer kept.</source>
        <translation>이 호출의 화면은 더 이상 보관되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>{tool} — a view of the MCP server “{server}”</source>
        <translation>{tool} — MCP 서버 ‘{server}’의 화면</translation>
    </message>
</context>
<context>
    <name>WebEngine</name>
    <message>
        <source>This installation does not include the web engine, and it cannot be added to it: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>이 설치본에는 웹 엔진이 없으며 여기에 추가할 수도 없습니다. apps 추가 구성과 함께 Python 패키지로 앱을 설치하세요 (pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
    <message>
        <source>The Python environment the app runs in has no pip, so the web engine cannot be added from here: install PySide6-Addons {version} into it.</source>
        <translation>앱이 실행되는 Python 환경에 pip가 없어 여기서 웹 엔진을 추가할 수 없습니다. 그 환경에 PySide6-Addons {version}을(를) 설치하세요.</translation>
    </message>
    <message>
        <source>This build of the app cannot add the web engine on this system: install the app from its Python package with the apps extra (pip install &quot;desktop-agent[apps]&quot;).</source>
        <translation>이 빌드의 앱은 이 시스템에 웹 엔진을 추가할 수 없습니다. apps 추가 구성 요소와 함께 Python 패키지로 앱을 설치하세요(pip install &quot;desktop-agent[apps]&quot;).</translation>
    </message>
</context>
<context>
    <name>WebEngineRow</name>
    <message>
        <source>MCP Apps&apos; views</source>
        <translation>MCP Apps 화면</translation>
    </message>
    <message>
        <source>Add the web engine…</source>
        <translation>웹 엔진 추가…</translation>
    </message>
    <message>
        <source>Add the web engine</source>
        <translation>웹 엔진 추가</translation>
    </message>
    <message>
        <source>What adding the web engine printed</source>
        <translation>웹 엔진 추가 중 출력</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are shown in their tool cards (web engine {version}).</source>
        <translation>MCP Apps 화면이 도구 카드 안에 표시됩니다 (웹 엔진 {version}).</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views need the web engine, which is not installed (about {size} MB to download): until then, a tool with a view shows its text result.</source>
        <translation>MCP Apps 화면에는 웹 엔진이 필요하지만 설치되어 있지 않습니다 (약 {size} MB 다운로드). 그때까지 화면이 있는 도구는 텍스트 결과를 보여 줍니다.</translation>
    </message>
    <message>
        <source>MCP Apps&apos; views are not shown: tools with a view show their text results.</source>
        <translation>MCP Apps 화면은 표시되지 않습니다. 화면이 있는 도구는 텍스트 결과를 보여 줍니다.</translation>
    </message>
    <message>
        <source>This runs the command below, which downloads about {size} MB and adds it to the app:</source>
        <translation>아래 명령을 실행합니다. 약 {size} MB를 내려받아 앱에 추가합니다:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Adding the web engine… (about {size} MB)</source>
        <translation>웹 엔진 추가 중… (약 {size} MB)</translation>
    </message>
    <message>
        <source>Done: the next views show in their tool cards.</source>
        <translation>완료: 다음 화면부터 도구 카드 안에 표시됩니다.</translation>
    </message>
    <message>
        <source>Downloading the web engine</source>
        <translation>웹 엔진 다운로드 중</translation>
    </message>
    <message>
        <source>%p% of {size} MB</source>
        <translation>{size}MB 중 %p%</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Stop downloading the web engine</source>
        <translation>웹 엔진 다운로드 중지</translation>
    </message>
    <message>
        <source>This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept in {folder}.</source>
        <translation>{host}에서 {size}MB를 내려받습니다: PySide6-Addons와 PySide6-Essentials {version}. 각각 이 앱을 빌드할 때의 SHA-256 값과 대조합니다. 그중 약 {disk}MB가 {folder}에 보관됩니다.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>내려받기</translation>
    </message>
    <message>
        <source>Downloading the web engine…</source>
        <translation>웹 엔진 다운로드 중…</translation>
    </message>
    <message>
        <source>The download was stopped; nothing of it was kept.</source>
        <translation>다운로드를 중지했습니다. 아무것도 보관되지 않았습니다.</translation>
    </message>
    <message>
        <source>The web engine was not added: {why}</source>
        <translation>웹 엔진이 추가되지 않았습니다: {why}</translation>
    </message>
    <message>
        <source>The next views show in their tool cards.</source>
        <translation>다음 화면부터 도구 카드 안에 표시됩니다.</translation>
    </message>
</context>
<context>
    <name>ViewWindow</name>
    <message>
        <source>Whose view this is</source>
        <translation>누구의 화면인지</translation>
    </message>
    <message>
        <source>Back to the chat</source>
        <translation>채팅으로 돌아가기</translation>
    </message>
</context>
</TS>
