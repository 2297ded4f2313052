; Inno Setup 6 script: a per-user installer of Desktop Agent (no administrator rights needed).
;
;   ISCC.exe /DAppVersion=0.1.0 /DBundleDir=<...>\desktop-agent /DOutputDir=<...> packaging\windows\desktop-agent.iss
;
; packaging\windows\build.ps1 passes the version read from desktop_agent\__init__.py and the PyInstaller
; bundle (desktop-agent.exe for the terminal and --self-test, "Desktop Agent.exe" for the window).

#ifndef AppVersion
  #error Pass the version: /DAppVersion=X.Y.Z (build.ps1 reads it from desktop_agent\__init__.py)
#endif
#ifndef BundleDir
  #error Pass the PyInstaller bundle folder: /DBundleDir=...\desktop-agent
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif

#define AppName "Desktop Agent"
#define AppExe "Desktop Agent.exe"
#define CliExe "desktop-agent.exe"

[Setup]
; A fixed id: upgrades replace the installed version instead of adding a second one.
AppId={{6F1C2B8E-5D4A-4E8B-9C3F-2A7D1E0B9F41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Desktop Agent
AppPublisherURL=https://github.com/desktop-agent/desktop-agent
; Per user: installs under %LOCALAPPDATA%\Programs, writes only HKCU, never asks for elevation.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SetupIconFile=..\..\resources\icons\desktop-agent.ico
OutputDir={#OutputDir}
OutputBaseFilename=desktop-agent-{#AppVersion}-windows-x64-setup
; File version info of the installer itself (the app's .exe files carry theirs from PyInstaller).
VersionInfoVersion={#AppVersion}
VersionInfoProductVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} installer
VersionInfoCompany=Desktop Agent
VersionInfoCopyright=MIT License
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
CloseApplications=yes
ChangesEnvironment=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "addtopath"; Description: "Add desktop-agent to PATH (for the terminal: desktop-agent chat ...)"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\Uninstall {#AppName}"; Filename: "{uninstallexe}"
Name: "{userdesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; desktop-agent:// addresses (a notification's click: a session, or a run's refused calls) start the window
; with --open-url, which opens nothing but those two; removed again by the uninstaller.
Root: HKCU; Subkey: "Software\Classes\desktop-agent"; ValueType: string; ValueName: ""; \
  ValueData: "URL:Desktop Agent"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\desktop-agent"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKCU; Subkey: "Software\Classes\desktop-agent\shell\open\command"; ValueType: string; ValueName: ""; \
  ValueData: """{app}\{#AppExe}"" --open-url ""%1"""
; The user's PATH (HKCU), only with the task; removed again by the uninstaller.
Root: HKCU; Subkey: "Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; \
  Tasks: addtopath; Check: NeedsAddPath(ExpandConstant('{app}'))

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
function NeedsAddPath(Dir: string): Boolean;
var
  Current: string;
begin
  if not RegQueryStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Current) then
  begin
    Result := True;
    exit;
  end;
  Result := Pos(';' + Uppercase(Dir) + ';', ';' + Uppercase(Current) + ';') = 0;
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Current, Dir: string;
  P: Integer;
begin
  if CurUninstallStep <> usPostUninstall then
    exit;
  Dir := ExpandConstant('{app}');
  if RegQueryStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Current) then
  begin
    P := Pos(';' + Uppercase(Dir), Uppercase(Current));
    if P > 0 then
    begin
      Delete(Current, P, Length(Dir) + 1);
      RegWriteExpandStringValue(HKEY_CURRENT_USER, 'Environment', 'Path', Current);
    end;
  end;
end;
