"""Scheduled jobs and the operating system: the systemd user timer, launchd agent, Task Scheduler task or
autostart entry each job is registered as (`units`, `register`), and the scheduler agent that runs jobs
where no OS scheduler is used (`agent`)."""
