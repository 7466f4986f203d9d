/* fuzz_stdio.c: the stdio agent's protocol (docs/cli.md): 1A of a Team Duel reads its
 * decisions from the input's lines, the other seats take their first option. A line that is
 * malformed ends the match with exit status 2, a refused choice is asked again; nothing may
 * crash or make the match fail. */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agents.h"
#include "cli.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static tt_ctx *ctx;
    static tt_ruleset *rs;
    static tt_deck *decks[TT_MAX_SEATS];
    static tt_match_setup defaults;
    static uint32_t view[TT_MAX_CARDS];
    tt_error err = {0};
    if (!ctx) {
        ctx = fuzz_ctx(NULL);
        if (tt_ruleset_load_shipped(&rs, ctx, "ygo-team-duel", &err) ||
            tt_deck_load_defaults(decks, &defaults, ctx, rs, &err))
            abort();
        if (!freopen("/dev/null", "w", stdout)) /* the prompts: nobody reads them here */
            abort();
    }
    if (size == 0)
        return 0;
    FILE *input = tmpfile(); /* the agent reads a descriptor (it polls it for the clock) */
    if (!input || fwrite(data, 1, size, input) != size || fflush(input) ||
        lseek(fileno(input), 0, SEEK_SET) != 0)
        abort();
    static agent_io io; /* as `tagteam play` has it: stdin, the prompts on stdout */
    agent_io_init(&io, "stdio", fileno(input), -1);
    tt_series_setup setup = {.version = TT_SERIES_SETUP_VERSION, .seed = 1};
    for (unsigned s = 0; s < TT_MAX_SEATS; s++) {
        setup.main[s] = defaults.main[s];
        setup.nmain[s] = defaults.nmain[s];
        setup.extra[s] = defaults.extra[s];
        setup.nextra[s] = defaults.nextra[s];
    }
    tt_series *series = NULL;
    if (tt_series_new(&series, ctx, rs, &setup, &err))
        abort();
    tt_stream *stream = NULL; /* seat 0's: synced before each prompt */
    if (tt_stream_new(&stream, rs, 1u, &err))
        abort();
    io.stream = stream;
    for (int n = 0; n < 20000; n++) {
        int rc = tt_series_advance(series, &err);
        if (rc < 0) {
            fprintf(stderr, "fuzz: the match failed: %s\n", err.msg);
            abort();
        }
        if (rc == TT_ADVANCE_OVER)
            break;
        unsigned seat = (unsigned)tt_series_decision_seat(series);
        if (seat != 0) {
            if (tt_series_decide(series, seat, 0, &err))
                abort();
            continue;
        }
        int status = agent_decide(series, seat, &io, view, NULL, NULL, 0);
        if (status == EXIT_BAD_INPUT)
            break; /* malformed, or the input ended: reported, the match stops */
        if (status != EXIT_OK) {
            fprintf(stderr, "fuzz: the stdio agent failed (%d)\n", status);
            abort();
        }
    }
    tt_stream_free(stream);
    tt_series_free(series);
    fclose(input);
    return 0;
}
