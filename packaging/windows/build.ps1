# Build Desktop Agent for Windows: the PyInstaller bundle, its self-test, and the per-user installer.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python 3.11 (x64) on PATH and Inno Setup 6 (ISCC.exe; GitHub's Windows runners have it,
# otherwise: choco install innosetup). Writes packaging\windows\dist\.
$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

$Here = $PSScriptRoot
$Root = (Resolve-Path "$Here\..\..").Path
$Build = "$Here\build"
$Dist = "$Here\dist"
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }

function Invoke-Checked([string]$What, [scriptblock]$Command) {
    & $Command
    if ($LASTEXITCODE -ne 0) { throw "$What failed (exit code $LASTEXITCODE)" }
}

$Version = (& $Python "$Root\packaging\version.py").Trim()
Write-Host "Desktop Agent $Version for Windows"

Invoke-Checked "creating the build environment" { & $Python -m venv "$Build\venv" }
$Venv = "$Build\venv\Scripts"
Invoke-Checked "pip" { & "$Venv\python.exe" -m pip install --quiet --upgrade pip }
Invoke-Checked "installing the app and PyInstaller" { & "$Venv\python.exe" -m pip install --quiet "$Root[packaging]" }

if (Test-Path $Dist) { Remove-Item -Recurse -Force $Dist }
New-Item -ItemType Directory -Force $Dist | Out-Null
Invoke-Checked "PyInstaller" {
    & "$Venv\pyinstaller.exe" --noconfirm --clean --log-level WARN --distpath "$Build\dist" `
        --workpath "$Build\work" "$Root\packaging\desktop-agent.spec"
}
$Bundle = "$Build\dist\desktop-agent"
$Size = "{0:N0} MB" -f ((Get-ChildItem -Recurse $Bundle | Measure-Object -Sum Length).Sum / 1MB)
Write-Host "bundle: $Bundle ($Size)"

$Reported = (& "$Bundle\desktop-agent.exe" --version).Trim()
if ($Reported -ne "desktop-agent $Version") { throw "--version says '$Reported', expected $Version" }
$FileVersion = (Get-Item "$Bundle\Desktop Agent.exe").VersionInfo.ProductVersion
if ($FileVersion -ne $Version) { throw "Desktop Agent.exe carries version '$FileVersion', expected $Version" }

# The console executable runs the self-test (the window's executable has no console to print to).
$env:QT_QPA_PLATFORM = "offscreen"
Invoke-Checked "the frozen app's self-test" { & "$Bundle\desktop-agent.exe" --self-test --data-dir ([System.IO.Path]::GetTempPath()) }
Remove-Item Env:\QT_QPA_PLATFORM

$Iscc = (Get-Command ISCC.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) { $Iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
if (-not (Test-Path $Iscc) -and (Get-Command choco.exe -ErrorAction SilentlyContinue)) {
    Invoke-Checked "installing Inno Setup" { choco install innosetup --yes --no-progress }
}
if (-not (Test-Path $Iscc)) { throw "Inno Setup 6 (ISCC.exe) was not found: choco install innosetup" }
Invoke-Checked "Inno Setup" {
    & $Iscc /Q "/DAppVersion=$Version" "/DBundleDir=$Bundle" "/DOutputDir=$Dist" "$Here\desktop-agent.iss"
}
$Setup = Get-ChildItem "$Dist\*-setup.exe" | Select-Object -First 1

# Install silently for this user, run the installed app's self-test, uninstall.
$Target = "$Build\installed"
$Installer = Start-Process -Wait -PassThru $Setup.FullName -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES", "/CURRENTUSER", "/DIR=`"$Target`""
if ($Installer.ExitCode -ne 0) { throw "the installer failed (exit code $($Installer.ExitCode))" }
$env:QT_QPA_PLATFORM = "offscreen"
Invoke-Checked "the installed app's self-test" { & "$Target\desktop-agent.exe" --self-test }
Remove-Item Env:\QT_QPA_PLATFORM
$Uninstaller = Start-Process -Wait -PassThru "$Target\unins000.exe" -ArgumentList "/VERYSILENT", "/SUPPRESSMSGBOXES"
if ($Uninstaller.ExitCode -ne 0) { throw "the uninstaller failed (exit code $($Uninstaller.ExitCode))" }

$Zip = "$Dist\desktop-agent-$Version-windows-x64.zip"
Compress-Archive -Path $Bundle -DestinationPath $Zip
Write-Host "installer: $($Setup.FullName) ($("{0:N1} MB" -f ($Setup.Length / 1MB)))"
Write-Host "portable:  $Zip"
