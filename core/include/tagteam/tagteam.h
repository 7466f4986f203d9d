/* tagteam.h: the umbrella header of the tagteam library. */
#ifndef TAGTEAM_TAGTEAM_H
#define TAGTEAM_TAGTEAM_H

#include "agent.h"
#include "carddb.h"
#include "common.h"
#include "deck.h"
#include "error.h"
#include "match.h"
#include "observe.h"
#include "rng.h"
#include "rules.h"
#include "ruleset.h"
#include "scenario.h"
#include "series.h"
#include "stream.h"

#define TT_VERSION "0.1.0"

#endif
