/* agent_exec.c: the pipes to the programs that play seats, and the exec:COMMAND programs
 * themselves (`tagteam play --agent SEAT=exec:COMMAND`, docs/bots.md): one child process per
 * seat, started with /bin/sh -c, with its own stdin (that seat's stream and prompts) and stdout
 * (its decisions); its stderr is ours.
 *
 * Nothing here may hang the match on a program: what it is sent is queued and written only as
 * far as its pipe takes it (a program that does not read would otherwise block us in write),
 * waiting for its line is poll() with the decision's clock, and at the end each program gets a
 * second to exit before SIGTERM and SIGKILL to its process group (a shell script's own children
 * with it). SIGPIPE is ignored (main.c): a write to a program that died fails with EPIPE. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "agents.h"
#include "cli.h"

/* Lines a program has not read, at most: past this it stopped reading (found out at its next
 * decision) rather than the match growing without bound. */
#define QUEUE_MAX ((size_t)64 << 20)

void agent_io_init(agent_io *io, const char *name, int in, int out)
{
    memset(io, 0, sizeof *io);
    io->name = name;
    io->in = in;
    io->out = out;
}

static int64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

static void sleep_ms(long ms)
{
    struct timespec t = {0, ms * 1000000L};
    nanosleep(&t, NULL);
}

/* The program's input is gone (closed by it, or by us): no more lines for it. */
static void lose_output(agent_io *io, int why)
{
    if (!io->out_lost && io->out >= 0)
        close(io->out);
    io->out_lost = why;
    free(io->out_buf);
    io->out_buf = NULL;
    io->out_off = io->out_len = io->out_cap = 0;
}

void agent_io_flush(agent_io *io)
{
    while (!io->out_lost && io->out_off < io->out_len) {
        ssize_t n = write(io->out, io->out_buf + io->out_off, io->out_len - io->out_off);
        if (n > 0)
            io->out_off += (size_t)n;
        else if (n < 0 && errno == EINTR)
            continue;
        else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return; /* the pipe is full: the rest when it takes more (agent_io_wait) */
        else
            lose_output(io, AGENT_OUT_CLOSED); /* EPIPE: it closed its input, or died */
    }
    if (io->out_off == io->out_len)
        io->out_off = io->out_len = 0;
}

int agent_put(agent_io *io, json_t *o)
{
    if (io->out < 0 && !io->pid)
        return cli_put_json(o); /* stdio: stdout, flushed at the prompt */
    char *line = io->out_lost ? NULL : json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
    json_decref(o);
    if (!line)
        return 0;
    size_t n = strlen(line);
    if (io->out_off && io->out_off == io->out_len)
        io->out_off = io->out_len = 0;
    if (io->out_len + n + 1 > io->out_cap) {
        if (io->out_off) { /* what it read makes room first */
            memmove(io->out_buf, io->out_buf + io->out_off, io->out_len - io->out_off);
            io->out_len -= io->out_off;
            io->out_off = 0;
        }
        size_t cap = io->out_cap ? io->out_cap : 1 << 16;
        while (cap < io->out_len + n + 1)
            cap *= 2;
        char *grown = cap > io->out_cap && cap <= QUEUE_MAX ? realloc(io->out_buf, cap) : NULL;
        if (cap > io->out_cap && !grown) {
            free(line);
            lose_output(io, AGENT_OUT_UNREAD);
            return 0;
        }
        if (grown) {
            io->out_buf = grown;
            io->out_cap = cap;
        }
    }
    memcpy(io->out_buf + io->out_len, line, n);
    io->out_buf[io->out_len + n] = '\n';
    io->out_len += n + 1;
    free(line);
    agent_io_flush(io);
    return 0;
}

int agent_io_wait(agent_io *io, int64_t *left_ns)
{
    for (;;) {
        struct pollfd fds[1 + TT_MAX_SEATS];
        agent_io *owner[1 + TT_MAX_SEATS];
        nfds_t n = 1;
        fds[0] = (struct pollfd){.fd = io->in, .events = POLLIN};
        owner[0] = io;
        for (unsigned s = 0; io->peers && s < TT_MAX_SEATS; s++) {
            agent_io *p = io->peers[s];
            int listed = 0;
            for (nfds_t k = 1; k < n; k++)
                listed |= owner[k] == p;
            if (p && !listed && !p->out_lost && p->out_off < p->out_len) {
                fds[n] = (struct pollfd){.fd = p->out, .events = POLLOUT};
                owner[n++] = p;
            }
        }
        if (!io->peers && !io->out_lost && io->out_off < io->out_len) {
            fds[n] = (struct pollfd){.fd = io->out, .events = POLLOUT};
            owner[n++] = io;
        }
        int ms = -1;
        if (*left_ns >= 0) {
            int64_t want = (*left_ns + 999999) / 1000000;
            ms = want > INT_MAX ? INT_MAX : (int)want;
        }
        int64_t t0 = now_ns();
        int rc = poll(fds, n, ms);
        if (*left_ns >= 0) {
            *left_ns -= now_ns() - t0; /* only the time waited counts, never the engine's */
            if (*left_ns < 0)
                *left_ns = 0;
        }
        if (rc < 0 && errno != EINTR)
            return -1;
        for (nfds_t k = 1; rc > 0 && k < n; k++)
            if (fds[k].revents)
                agent_io_flush(owner[k]); /* POLLERR, POLLHUP: the write fails and says so */
        if (rc > 0 && fds[0].revents)
            return 1; /* a line's bytes, or the end of the input: read() tells which */
        if (*left_ns == 0)
            return 0;
    }
}

/* ---- the child processes ---- */

/* The programs' process groups, for a stop by a signal: they are killed with us, not left
 * running (a bot in a process group of its own does not get the terminal's ^C). Only
 * async-signal-safe calls in the handler: kill, sigaction, raise. */
static volatile sig_atomic_t groups[TT_MAX_SEATS];
static const int stop_signals[3] = {SIGINT, SIGTERM, SIGHUP};
static struct sigaction previous[3];
static int handling;

static void on_stop_signal(int sig)
{
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        if (groups[s] > 0)
            kill(-(pid_t)groups[s], SIGTERM);
    for (int i = 0; i < 3; i++)
        if (stop_signals[i] == sig)
            sigaction(sig, &previous[i], NULL); /* files.c's, which removes a .partial, or none */
    raise(sig);
}

static void handle_stop_signals(void)
{
    if (handling)
        return;
    handling = 1;
    for (int i = 0; i < 3; i++) {
        struct sigaction sa = {0};
        sa.sa_handler = on_stop_signal;
        sigemptyset(&sa.sa_mask);
        sigaction(stop_signals[i], NULL, &previous[i]);
        if (previous[i].sa_handler != SIG_IGN) /* as a background job: still ignored */
            sigaction(stop_signals[i], &sa, NULL);
    }
}

static void restore_stop_signals(void)
{
    if (!handling)
        return;
    for (int i = 0; i < 3; i++)
        sigaction(stop_signals[i], &previous[i], NULL);
    handling = 0;
}

/* What the child does between fork and exec: only async-signal-safe calls. */
static void child(int in, int out, const char *command)
{
    setpgid(0, 0);
    if (dup2(in, 0) < 0 || dup2(out, 1) < 0)
        _exit(127);
    long max = sysconf(_SC_OPEN_MAX);
    /* no other descriptor of ours: another seat's pipes would let it read that seat's stream */
    for (int fd = 3; fd < (max > 0 && max < 65536 ? max : 65536); fd++)
        close(fd);
    signal(SIGPIPE, SIG_DFL); /* ignored here (main.c); a program expects the default */
    execl("/bin/sh", "sh", "-c", command, (char *)NULL);
    _exit(127);
}

/* fd, close-on-exec, moved to 3 or above: with our stdin or stdout closed a pipe could be
 * given 0 or 1, which the child's dup2 onto 0 and 1 would clobber. */
static int above_stdio(int fd)
{
    int high = fd > 2 ? fd : fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (fd > 2)
        fcntl(fd, F_SETFD, FD_CLOEXEC);
    else if (high >= 0)
        close(fd);
    return high >= 0 ? high : fd;
}

int agent_exec_start(agent_io *io, const char *command)
{
    int to[2] = {-1, -1}, from[2] = {-1, -1};
    if (pipe(to) || pipe(from)) {
        fprintf(stderr, "tagteam play: %s: no pipe: %s\n", io->name, strerror(errno));
        goto fail;
    }
    for (int i = 0; i < 2; i++) {
        to[i] = above_stdio(to[i]);
        from[i] = above_stdio(from[i]);
    }
    fflush(stdout); /* the child must not write our buffered output again (it execs, but) */
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "tagteam play: %s: cannot start it: %s\n", io->name, strerror(errno));
        goto fail;
    }
    if (pid == 0)
        child(to[0], from[1], command);
    setpgid(pid, pid); /* as the child does: whichever runs first */
    close(to[0]);
    close(from[1]);
    fcntl(to[1], F_SETFL, fcntl(to[1], F_GETFL) | O_NONBLOCK);
    io->pid = pid;
    io->in = from[0];
    io->out = to[1];
    for (unsigned s = 0; s < TT_MAX_SEATS; s++)
        if (!groups[s]) {
            groups[s] = pid;
            break;
        }
    handle_stop_signals();
    return EXIT_OK;
fail:
    for (int i = 0; i < 2; i++) {
        if (to[i] >= 0)
            close(to[i]);
        if (from[i] >= 0)
            close(from[i]);
    }
    return EXIT_RUNTIME;
}

/* 1 once the program (its shell) has exited, with its status in *status; it stays a zombie,
 * reaped by agent_exec_stop, so its process group cannot be another's while we may kill it. */
static int has_exited(pid_t pid, int *status)
{
    siginfo_t si;
    memset(&si, 0, sizeof si);
    if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) != 0)
        return errno != EINTR; /* ECHILD: reaped already */
    if (si.si_pid != pid)
        return 0;
    if (status)
        *status = si.si_code == CLD_EXITED ? si.si_status : -si.si_status;
    return 1;
}

void agent_exec_drop(agent_io *io)
{
    if (!io->pid)
        return;
    lose_output(io, AGENT_OUT_CLOSED);
    if (io->in >= 0)
        close(io->in); /* a write of its now fails: a program that goes on sees it */
    io->in = -1;
}

void agent_exec_ended(agent_io *io, char *buf, size_t size)
{
    int status = 0, exited = 0;
    for (int i = 0; i < 40 && !(exited = has_exited(io->pid, &status)); i++)
        sleep_ms(5); /* it closed its output: its exit follows, as a rule at once */
    if (!exited)
        snprintf(buf, size, "the program closed its output before the seat decided");
    else if (status >= 0)
        snprintf(buf, size, "the program exited (status %d) before the seat decided", status);
    else
        snprintf(buf, size, "the program was killed by signal %d (%s) before the seat decided",
                 -status, strsignal(-status));
}

/* Waits until every program of ios has exited or until deadline; 1 if all have. */
static int wait_exits(agent_io *const *ios, unsigned n, int64_t deadline)
{
    for (;;) {
        int all = 1;
        for (unsigned i = 0; i < n; i++)
            all &= !ios[i]->pid || has_exited(ios[i]->pid, NULL);
        if (all || now_ns() >= deadline)
            return all;
        sleep_ms(5);
    }
}

void agent_exec_stop(agent_io *const *ios, unsigned n)
{
    int64_t deadline = now_ns() + 1000000000; /* a second's grace for them all */
    /* the last lines (the game's end) to the programs still playing, then the end of input */
    for (unsigned i = 0; i < n; i++) {
        agent_io *io = ios[i];
        while (!io->out_lost && io->out_off < io->out_len && now_ns() < deadline) {
            struct pollfd p = {.fd = io->out, .events = POLLOUT};
            int64_t left = (deadline - now_ns()) / 1000000;
            if (poll(&p, 1, left > 0 ? (int)left : 0) < 0 && errno != EINTR)
                break;
            agent_io_flush(io);
        }
        lose_output(io, AGENT_OUT_CLOSED);
        if (io->in >= 0) /* nothing more is read: a program still writing learns it (EPIPE) */
            close(io->in);
        io->in = -1;
        if (io->failed && io->pid) /* it failed already: no grace */
            kill(-io->pid, SIGTERM);
    }
    if (!wait_exits(ios, n, deadline)) {
        for (unsigned i = 0; i < n; i++)
            if (ios[i]->pid && !has_exited(ios[i]->pid, NULL))
                kill(-ios[i]->pid, SIGTERM);
        wait_exits(ios, n, now_ns() + 500000000);
    }
    for (unsigned i = 0; i < n; i++) {
        agent_io *io = ios[i];
        if (io->pid) {
            /* the leader is alive or a zombie, so the group is still its: what it left
               running (a script's background job) goes with it */
            kill(-io->pid, SIGKILL);
            while (waitpid(io->pid, NULL, 0) < 0 && errno == EINTR)
                ;
            for (unsigned s = 0; s < TT_MAX_SEATS; s++)
                if (groups[s] == io->pid)
                    groups[s] = 0;
        }
        io->pid = 0;
    }
    restore_stop_signals();
}
