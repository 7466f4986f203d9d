#!/bin/sh
# sleeper.sh PIDFILE: a bot that never answers: it sleeps (as a child of its shell, so only a
# signal to its whole process group stops the sleep) and writes the sleep's process id to
# PIDFILE for the test to check that tagteam did not leave it running.
sleep 1000 &
echo $! >"$1"
wait
