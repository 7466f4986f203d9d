/* layout.c: the C compiler's sizeof and offsetof of the structs the Python package mirrors
 * with ctypes (python/tagteam/_lib.py), as one JSON object; test_layout.py compares them. */
#include <stddef.h>
#include <stdio.h>

#include <tagteam/tagteam.h>

static int first = 1;

static void open_struct(const char *name, size_t size)
{
    printf("%s\"%s\":{\"size\":%zu,\"fields\":{", first ? "" : ",", name, size);
    first = 0;
}

#define STRUCT(T)    open_struct(#T, sizeof(T))
#define FIELD0(T, f) printf("\"%s\":%zu", #f, offsetof(T, f))
#define FIELD(T, f)  printf(",\"%s\":%zu", #f, offsetof(T, f))
#define END()        printf("}}")
#define LIMIT(name)  printf(",\"%s\":%lld", #name, (long long)(name))

int main(void)
{
    printf("{");
    STRUCT(tt_error);
    FIELD0(tt_error, code), FIELD(tt_error, line), FIELD(tt_error, col), FIELD(tt_error, file);
    FIELD(tt_error, path), FIELD(tt_error, msg), END();
    STRUCT(tt_option);
    FIELD0(tt_option, kind), FIELD(tt_option, a), FIELD(tt_option, b), FIELD(tt_option, c), END();
    STRUCT(tt_event);
    FIELD0(tt_event, kind), FIELD(tt_event, seat), FIELD(tt_event, card), FIELD(tt_event, a);
    FIELD(tt_event, b), END();
    STRUCT(tt_match_setup);
    FIELD0(tt_match_setup, version), FIELD(tt_match_setup, seed), FIELD(tt_match_setup, main);
    FIELD(tt_match_setup, nmain), FIELD(tt_match_setup, extra), FIELD(tt_match_setup, nextra);
    FIELD(tt_match_setup, on_event), FIELD(tt_match_setup, on_event_payload), END();
    STRUCT(tt_series_setup);
    FIELD0(tt_series_setup, version), FIELD(tt_series_setup, seed);
    FIELD(tt_series_setup, main), FIELD(tt_series_setup, nmain), FIELD(tt_series_setup, extra);
    FIELD(tt_series_setup, nextra), FIELD(tt_series_setup, side), FIELD(tt_series_setup, nside);
    FIELD(tt_series_setup, on_game_event), FIELD(tt_series_setup, on_series_event);
    FIELD(tt_series_setup, on_event_payload), END();
    STRUCT(tt_ctx_options);
    FIELD0(tt_ctx_options, version), FIELD(tt_ctx_options, rulesets_dir);
    FIELD(tt_ctx_options, alloc), FIELD(tt_ctx_options, alloc_ud), FIELD(tt_ctx_options, games);
    FIELD(tt_ctx_options, games_dir), END();
    STRUCT(tt_rng);
    FIELD0(tt_rng, s), END();
    STRUCT(tt_agent_spec);
    FIELD0(tt_agent_spec, kind), FIELD(tt_agent_spec, playouts), END();
    STRUCT(tt_obs_card);
    FIELD0(tt_obs_card, id), FIELD(tt_obs_card, handle), FIELD(tt_obs_card, zone);
    FIELD(tt_obs_card, index), FIELD(tt_obs_card, attached_to), FIELD(tt_obs_card, owner);
    FIELD(tt_obs_card, controller), FIELD(tt_obs_card, flags), FIELD(tt_obs_card, field), END();
    STRUCT(tt_obs_zone);
    FIELD0(tt_obs_zone, name), FIELD(tt_obs_zone, kind), FIELD(tt_obs_zone, seat);
    FIELD(tt_obs_zone, team), FIELD(tt_obs_zone, lane), FIELD(tt_obs_zone, first);
    FIELD(tt_obs_zone, count), END();
    STRUCT(tt_obs_link);
    FIELD0(tt_obs_link, kind), FIELD(tt_obs_link, seat), FIELD(tt_obs_link, target_seat);
    FIELD(tt_obs_link, card);
    FIELD(tt_obs_link, target), END();
    STRUCT(tt_obs_option);
    FIELD0(tt_obs_option, kind), FIELD(tt_obs_option, arg_kind), FIELD(tt_obs_option, arg), END();
    STRUCT(tt_observation);
    FIELD0(tt_observation, seat), FIELD(tt_observation, decision_seat);
    FIELD(tt_observation, turn_seat), FIELD(tt_observation, turn_team);
    FIELD(tt_observation, phase), FIELD(tt_observation, over), FIELD(tt_observation, winner);
    FIELD(tt_observation, turn), FIELD(tt_observation, life);
    FIELD(tt_observation, prizes_taken), FIELD(tt_observation, ncards);
    FIELD(tt_observation, nzones), FIELD(tt_observation, nlinks), FIELD(tt_observation, noptions);
    FIELD(tt_observation, zones), FIELD(tt_observation, cards), FIELD(tt_observation, links);
    FIELD(tt_observation, options), END();
    STRUCT(tt_obs_field);
    FIELD0(tt_obs_field, name), FIELD(tt_obs_field, values), FIELD(tt_obs_field, flags), END();
    /* The limits the package copies (_lib.py). */
    printf(",\"limits\":{\"TT_MAX_SEATS\":%d", TT_MAX_SEATS);
    LIMIT(TT_MAX_TEAMS), LIMIT(TT_MAX_ZONES), LIMIT(TT_MAX_LANES), LIMIT(TT_MAX_CARDS);
    LIMIT(TT_MAX_OPTIONS), LIMIT(TT_NAME_MAX), LIMIT(TT_OBS_FIELDS), LIMIT(TT_OBS_MAX_LINKS);
    LIMIT(TT_OBS_MAX_ZONES), LIMIT(TT_OBS_NONE), LIMIT(TT_HIDDEN), LIMIT(TT_OBS_KNOWN);
    LIMIT(TT_OBS_FACE_DOWN), LIMIT(TT_OBS_REVEALED), LIMIT(TT_MATCH_SETUP_VERSION);
    LIMIT(TT_SERIES_SETUP_VERSION), LIMIT(TT_CTX_OPTIONS_VERSION), LIMIT(TT_EV_MATCH_START);
    LIMIT(TT_EV_TURN_START), LIMIT(TT_EV_GAME_OVER), LIMIT(TT_AGENT_RANDOM), LIMIT(TT_AGENT_FIRST);
    printf("}");
    printf("}\n");
    return 0;
}
