/* net.h: the server's network side (net.c), for the command. */
#ifndef TAGTEAM_SERVE_NET_H
#define TAGTEAM_SERVE_NET_H

#include "serve.h"

/* Listens on bind:port (0: a free port) and serves h until SIGINT or SIGTERM; prints the line
 * saying where it listens first. An exit status. */
int net_run(host *h, const char *bind, int port, const char *data_dir);

#endif
