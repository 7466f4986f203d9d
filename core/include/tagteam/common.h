/* common.h: the export macro and the limits every part of tagteam shares. */
#ifndef TAGTEAM_COMMON_H
#define TAGTEAM_COMMON_H

#if defined(TT_BUILDING_LIBRARY) && defined(__GNUC__)
#define TT_API __attribute__((visibility("default")))
#else
#define TT_API
#endif

/* On a call whose result says whether it worked (a tt_status) or owns what it made: ignoring
 * it is a bug the compiler reports. */
#if defined(__GNUC__)
#define TT_CHECK __attribute__((warn_unused_result))
#else
#define TT_CHECK
#endif

#define TT_MAX_SEATS   8 /* teams * per_team */
#define TT_MAX_TEAMS   4
#define TT_MAX_LANES   4
#define TT_MAX_ZONES   24 /* zone kinds in a ruleset */
#define TT_MAX_PHASES  16
#define TT_MAX_LIMITS  32
#define TT_MAX_CARDS   1024 /* cards in one match */
#define TT_MAX_OPTIONS 512  /* options in one decision */
#define TT_MAX_DENIED  64   /* refused options kept to explain an illegal choice */
#define TT_MAX_LASTING 32
#define TT_MAX_FRAMES  64
#define TT_FRAME_BYTES 32
#define TT_NAME_MAX    32

#endif
