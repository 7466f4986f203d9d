#!/bin/sh
# quit.sh: a bot that exits at once, before its first decision (a crash, as tagteam sees it).
exit 3
