/* record.c: a table's record (record.h, docs/server.md "Records"). */
#include "record.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../cli.h"
#include "../replay.h"

static int write_private(const char *path, const char *text, char *why, size_t size)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
    size_t n = strlen(text);
    if (fd < 0 || write(fd, text, n) != (ssize_t)n || fsync(fd) != 0) {
        snprintf(why, size, "%s cannot be written: %s", path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    return close(fd);
}

int record_start(table *t, char *why, size_t size)
{
    const char *dir = host_data_dir(t->h);
    const tt_carddb *db = NULL;
    tt_error err = {0};
    if (t->cfg.ruleset_text) { /* a pasted ruleset: kept for good, where its records find it */
        char path[4096];
        snprintf(path, sizeof path, "%s/rulesets/%s.yaml", dir, t->cfg.id);
        if (write_private(path, t->cfg.ruleset_text, why, size))
            return -1;
        snprintf(t->cfg.ruleset_ref, sizeof t->cfg.ruleset_ref, "%s", path);
    }
    snprintf(t->record_path, sizeof t->record_path, "%s/" RECORD_LIVE "/%s.jsonl", dir, t->cfg.id);
    int fd = open(t->record_path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND, 0600);
    if (fd < 0 || !(t->record = fdopen(fd, "a"))) {
        snprintf(why, size, "%s cannot be made: %s", t->record_path, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    if (tt_ctx_carddb(&db, t->ctx, tt_ruleset_rules(t->cfg.rs)->game, &err)) {
        snprintf(why, size, "%s", err.msg);
        return -1;
    }
    json_t *header = replay_header(t->cfg.ruleset_ref, t->cfg.rs, db, t->cfg.seed, &t->cfg.setup);
    json_object_set_new(header, "table", table_config_json(&t->cfg));
    int rc = record_line(t, header);
    json_decref(header);
    if (rc)
        snprintf(why, size, "%s cannot be written", t->record_path);
    return rc;
}

long record_mark(table *t)
{
    return t->record ? ftell(t->record) : -1;
}

int record_line(table *t, json_t *line)
{
    char *text = json_dumps(line, JSON_COMPACT | JSON_PRESERVE_ORDER);
    /* flushed to the kernel before it is applied: a killed server loses nothing it said */
    int ok = text && t->record && fprintf(t->record, "%s\n", text) >= 0 && fflush(t->record) == 0;
    free(text);
    return ok ? 0 : -1;
}

int record_fingerprint(table *t)
{
    char hex[17];
    snprintf(hex, sizeof hex, "%016" PRIx64, replay_fingerprint(t->s));
    json_t *line = json_pack("{s:s}", "fingerprint", hex);
    int rc = record_line(t, line);
    json_decref(line);
    return rc;
}

void record_unwrite(table *t, long mark)
{
    if (!t->record || mark < 0)
        return;
    fflush(t->record);
    if (ftruncate(fileno(t->record), mark) == 0)
        fseek(t->record, mark, SEEK_SET);
}

int record_finish(table *t, char *why, size_t size)
{
    char done[4096];
    int w = tt_series_winner(t->s);
    json_t *line = json_pack("{s:{s:o, s:[i,i]}}", "result", "winner",
                             w >= 0 ? json_integer(w + 1) : json_null(), "wins",
                             (int)tt_series_wins(t->s, 0), (int)tt_series_wins(t->s, 1));
    int rc = record_line(t, line);
    json_decref(line);
    if (t->record && fclose(t->record) != 0)
        rc = -1;
    t->record = NULL;
    snprintf(done, sizeof done, "%s/" RECORD_DONE "/%s.jsonl", host_data_dir(t->h), t->cfg.id);
    if (rc || rename(t->record_path, done) != 0) {
        snprintf(why, size, "the record %s could not be finished: %s", t->record_path,
                 strerror(errno));
        return -1;
    }
    snprintf(t->record_path, sizeof t->record_path, "%s", done);
    return 0;
}

/* The record's first line, parsed. */
static json_t *read_header(const char *file, char *why, size_t size)
{
    FILE *f = fopen(file, "r");
    json_error_t jerr;
    json_t *h = f ? json_loadf(f, JSON_DISABLE_EOF_CHECK, &jerr) : NULL;
    if (!h)
        snprintf(why, size, "%s: no header could be read", file);
    if (f)
        fclose(f);
    return h;
}

int record_read_config(table_config *cfg, tt_ctx *ctx, const char *file, char *why, size_t size)
{
    replay *rp = NULL;
    uint64_t seed = 0;
    tt_series_setup setup = {.version = TT_SERIES_SETUP_VERSION};
    json_t *h = read_header(file, why, size);
    if (!h)
        return -1;
    const char *ref = json_string_value(json_object_get(h, "ruleset"));
    const char *slash = strrchr(file, '/'), *dot = strrchr(file, '.');
    snprintf(cfg->id, sizeof cfg->id, "%.*s", (int)(dot - (slash ? slash + 1 : file)),
             slash ? slash + 1 : file);
    snprintf(cfg->ruleset_ref, sizeof cfg->ruleset_ref, "%s", ref ? ref : "");
    if (replay_open(&rp, file, ctx, &cfg->rs, &seed, &setup) != EXIT_OK) {
        snprintf(why, size, "%s: the record's header is refused (above)", file);
        json_decref(h);
        return -1;
    }
    cfg->seed = seed;
    cfg->setup = setup;
    for (unsigned s = 0; s < TT_MAX_SEATS; s++) { /* the replay's lists die with it: copied */
        const uint32_t *src[3] = {setup.main[s], setup.extra[s], setup.side[s]};
        const unsigned n[3] = {setup.nmain[s], setup.nextra[s], setup.nside[s]};
        for (unsigned p = 0; p < 3; p++) {
            if (!src[p])
                continue;
            cfg->ids[s][p] = malloc((n[p] ? n[p] : 1) * sizeof(uint32_t));
            if (cfg->ids[s][p])
                memcpy(cfg->ids[s][p], src[p], n[p] * sizeof(uint32_t));
        }
        cfg->setup.main[s] = cfg->ids[s][0];
        cfg->setup.extra[s] = cfg->ids[s][1];
        cfg->setup.side[s] = cfg->ids[s][2];
    }
    replay_close(rp, EXIT_BAD_INPUT); /* closed without reading on */
    int rc = table_config_from_header(cfg, ctx, json_object_get(h, "table"), file, why, size);
    json_decref(h);
    return rc;
}

static void on_talk(json_t *talk, void *payload)
{
    table *t = payload;
    json_array_append_new(t->log, json_pack("{s:O}", "talk", talk));
}

int record_replay(table *t, const char *file, char *why, size_t size)
{
    replay *rp = NULL;
    tt_ruleset *rs = NULL;
    uint64_t seed;
    tt_series_setup setup = {.version = TT_SERIES_SETUP_VERSION};
    tt_error err = {0};
    const tt_rules *r = tt_ruleset_rules(t->cfg.rs);
    why[0] = 0;
    int status = replay_open(&rp, file, t->ctx, &rs, &seed, &setup);
    if (status != EXIT_OK) {
        snprintf(why, size, "%s: refused (above)", file);
        return -1;
    }
    tt_ruleset_free(rs); /* the table's own is the same rules */
    replay_check_against(rp, t->s);
    replay_resume_mode(rp, on_talk, t);
    for (;;) {
        int rc = tt_series_advance(t->s, &err);
        if (rc < 0) {
            tt_error_format(&err, why, size);
            status = EXIT_RUNTIME;
            break;
        }
        if (rc == TT_ADVANCE_OVER)
            break;
        for (unsigned k = 0; k <= TT_MAX_SEATS; k++)
            if (t->stream[k] && tt_series_game(t->s))
                (void)tt_stream_sync(t->stream[k], tt_series_game(t->s));
        unsigned seat = (unsigned)tt_series_decision_seat(t->s);
        json_t *decision = NULL;
        status = replay_next(rp, r, seat, &decision);
        if (status == REPLAY_END) {
            status = EXIT_OK;
            break;
        }
        if (status != EXIT_OK)
            break;
        if (agent_apply_decision(t->s, seat, decision, &err) != TT_OK) {
            status = replay_refused(rp, &err);
            json_decref(decision);
            break;
        }
        t->decisions++;
        t->decided[seat]++;
        json_array_append_new(t->log, replay_decision_line(r, seat, decision));
        json_decref(decision);
    }
    if (status == EXIT_OK && tt_series_is_over(t->s))
        status = replay_close(rp, EXIT_OK);
    else
        replay_close(rp, EXIT_BAD_INPUT); /* it ends at the pending decision: nothing more */
    if (status != EXIT_OK) {
        if (!why[0])
            snprintf(why, size, "%s: refused (above)", file);
        return -1;
    }
    snprintf(t->record_path, sizeof t->record_path, "%s", file);
    if (!(t->record = fopen(file, "a"))) {
        snprintf(why, size, "%s cannot be appended to: %s", file, strerror(errno));
        return -1;
    }
    return 0;
}
