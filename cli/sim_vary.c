/* sim_vary.c: `tagteam sim --vary KEY=V1,V2`: each variant of the matrix is a ruleset that
 * `extends:` the base and sets the keys (docs/rulesets.md: maps merge key by key, a value
 * replaces the base's whole), loaded and validated by the core like any house variant. The
 * text is written here, one key per line, so that a refusal at a line and column of it is
 * reported at its place in the --vary argument that wrote it. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

#define VARY_FILE "--vary" /* the name the variant's text is loaded under */

#ifdef __GNUC__
__attribute__((format(printf, 4, 5)))
#endif
static int
bad(const char *arg, unsigned col, const char *key, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "--vary %s:1:%u: %s%s", arg, col, key, *key ? ": " : "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return EXIT_BAD_INPUT;
}

static int key_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-';
}

int sim_vary_parse(sim_vary *v, const char *arg)
{
    const char *eq = strchr(arg, '=');
    memset(v, 0, sizeof *v);
    v->arg = arg;
    if (!eq || eq == arg)
        return bad(arg, 1, "",
                   "expected KEY=VALUE,VALUE... (a dotted ruleset key, e.g. "
                   "life.start=4000,16000)");
    size_t klen = (size_t)(eq - arg);
    if (klen >= sizeof v->key)
        return bad(arg, 1, "", "the key is longer than %zu characters", sizeof v->key - 1);
    memcpy(v->key, arg, klen);
    v->key[klen] = '\0';
    for (size_t i = 0, start = 0; i <= klen; i++) {
        if (i < klen && arg[i] != '.') {
            if (!key_char(arg[i]))
                return bad(arg, (unsigned)i + 1, v->key,
                           "a key part is letters, digits, '_' and '-', not '%c'", arg[i]);
            continue;
        }
        if (i == start)
            return bad(arg, (unsigned)i + 1, v->key, "an empty key part");
        if (v->nsegs == sizeof v->seg_col / sizeof v->seg_col[0])
            return bad(arg, (unsigned)i + 1, v->key, "a key of more than %zu parts",
                       sizeof v->seg_col / sizeof v->seg_col[0]);
        v->seg_col[v->nsegs++] = (unsigned)start + 1;
        start = i + 1;
    }
    size_t first = strcspn(v->key, ".");
    static const char *const fixed[] = {"name", "title", "extends"};
    for (unsigned i = 0; i < 3; i++)
        if (strlen(fixed[i]) == first && strncmp(v->key, fixed[i], first) == 0)
            return bad(arg, 1, v->key, "a variant's %s is the sim's to set", fixed[i]);
    /* the values: split at commas outside [] and {}, so a list may be one value */
    const char *p = eq + 1;
    for (;;) {
        const char *s = p;
        int depth = 0;
        for (; *p && (*p != ',' || depth > 0); p++) {
            if (*p == '[' || *p == '{')
                depth++;
            else if ((*p == ']' || *p == '}') && depth > 0)
                depth--;
        }
        unsigned col = (unsigned)(s - arg) + 1;
        size_t len = (size_t)(p - s);
        if (!len)
            return bad(arg, col, v->key, "an empty value");
        if (v->nvalues == SIM_MAX_VALUES)
            return bad(arg, col, v->key, "more than %d values", SIM_MAX_VALUES);
        if (len >= sizeof v->value[0])
            return bad(arg, col, v->key, "a value longer than %zu characters",
                       sizeof v->value[0] - 1);
        for (size_t i = 0; i < len; i++)
            if ((unsigned char)s[i] < 0x20 || s[i] == '#')
                return bad(arg, col + (unsigned)i, v->key,
                           "a value may not hold a control character or '#'");
        if (strchr("&*!|>%@`?", s[0]))
            return bad(arg, col, v->key, "a value may not begin with '%c' (YAML syntax)", s[0]);
        memcpy(v->value[v->nvalues], s, len);
        v->value[v->nvalues][len] = '\0';
        for (unsigned i = 0; i < v->nvalues; i++)
            if (strcmp(v->value[i], v->value[v->nvalues]) == 0)
                return bad(arg, col, v->key, "the value '%s' is given twice", v->value[v->nvalues]);
        v->value_col[v->nvalues++] = col;
        if (!*p)
            break;
        p++;
    }
    return EXIT_OK;
}

int sim_vary_check(const sim_vary *v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        for (unsigned j = 0; j < i; j++) {
            size_t a = strlen(v[j].key), b = strlen(v[i].key), m = a < b ? a : b;
            if (strncmp(v[i].key, v[j].key, m) != 0)
                continue;
            if (a == b)
                return bad(v[i].arg, 1, v[i].key, "this key is already varied by --vary %s",
                           v[j].arg);
            if ((a < b ? v[i].key[m] : v[j].key[m]) == '.')
                return bad(v[i].arg, 1, v[i].key, "one of %s and %s is inside the other", v[i].key,
                           v[j].key);
        }
    }
    return EXIT_OK;
}

unsigned long sim_vary_cells(const sim_vary *v, unsigned n)
{
    unsigned long cells = 1;
    for (unsigned i = 0; i < n; i++) {
        cells *= v[i].nvalues;
        if (cells > SIM_MAX_CELLS) /* refused by the caller; no overflow on the way */
            return SIM_MAX_CELLS + 1;
    }
    return cells;
}

/* Where each written line came from: which --vary, which key part, and the column its value
 * starts at (0 for a line that opens a map). */
typedef struct line_src {
    unsigned vary, seg, value_col;
} line_src;

typedef struct writer {
    char *text;
    size_t len, cap;
    unsigned line; /* lines written */
    line_src src[SIM_MAX_VARY * 16 + 4];
    int nomem;
} writer;

#ifdef __GNUC__
__attribute__((format(printf, 2, 3)))
#endif
static void
put(writer *w, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n =
            vsnprintf(w->text ? w->text + w->len : NULL, w->text ? w->cap - w->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            w->nomem = 1;
            return;
        }
        if (w->text && w->len + (size_t)n < w->cap) {
            w->len += (size_t)n;
            return;
        }
        size_t cap = (w->cap ? w->cap * 2 : 1024) + (size_t)n;
        char *t = realloc(w->text, cap);
        if (!t) {
            w->nomem = 1;
            return;
        }
        w->text = t;
        w->cap = cap;
    }
}

/* The length of key part seg of v's key. */
static size_t seg_len(const sim_vary *v, unsigned seg)
{
    return seg + 1 < v->nsegs ? v->seg_col[seg + 1] - v->seg_col[seg] - 1
                              : strlen(v->key) - (v->seg_col[seg] - 1);
}

static int same_prefix(const sim_vary *a, const sim_vary *b, unsigned depth)
{
    size_t end = depth ? a->seg_col[depth - 1] - 1 + seg_len(a, depth - 1) : 0;
    return depth <= b->nsegs && strncmp(a->key, b->key, end) == 0 &&
           (b->key[end] == '.' || b->key[end] == '\0');
}

/* Writes the keys of the --vary options in members (all sharing their first depth parts) as
 * nested maps, at indent depth*2. */
static void put_tree(writer *w, const sim_vary *v, const unsigned *pick, const unsigned *members,
                     unsigned nmembers, unsigned depth)
{
    unsigned done[SIM_MAX_VARY] = {0};
    for (unsigned a = 0; a < nmembers; a++) {
        const sim_vary *x = &v[members[a]];
        if (done[a])
            continue;
        const char *seg = x->key + x->seg_col[depth] - 1;
        int len = (int)seg_len(x, depth);
        w->line++;
        if (w->line < sizeof w->src / sizeof w->src[0])
            w->src[w->line] = (line_src){members[a], depth, 0};
        if (depth + 1 == x->nsegs) { /* a leaf: its value */
            put(w, "%*s%.*s: %s\n", (int)depth * 2, "", len, seg, x->value[pick[members[a]]]);
            if (w->line < sizeof w->src / sizeof w->src[0])
                w->src[w->line].value_col = depth * 2 + (unsigned)len + 3;
            continue;
        }
        put(w, "%*s%.*s:\n", (int)depth * 2, "", len, seg);
        unsigned sub[SIM_MAX_VARY], nsub = 0;
        for (unsigned b = a; b < nmembers; b++) {
            if (!done[b] && same_prefix(x, &v[members[b]], depth + 1)) {
                done[b] = 1;
                sub[nsub++] = members[b];
            }
        }
        put_tree(w, v, pick, sub, nsub, depth + 1);
    }
}

static void put_quoted(writer *w, const char *s)
{
    put(w, "\"");
    for (; *s; s++)
        put(w, *s == '"' || *s == '\\' ? "\\%c" : "%c", *s);
    put(w, "\"");
}

/* Reports err of the variant's text at the --vary argument that wrote its line. */
static int report(const writer *w, const tt_error *err, const sim_vary *v, const unsigned *pick,
                  const char *label)
{
    if (strcmp(err->file, VARY_FILE) != 0 || err->line < 3 ||
        (unsigned)err->line > w->line) { /* not at a line of ours: the base's, or no place */
        char buf[1024];
        tt_error_format(err, buf, sizeof buf);
        fprintf(stderr, "tagteam sim: the variant %s is refused: %s\n", label, buf);
        return cli_status_of(err);
    }
    const line_src *src = &w->src[err->line];
    const sim_vary *x = &v[src->vary];
    unsigned col = x->seg_col[src->seg];
    if (src->value_col && (unsigned)err->col >= src->value_col)
        col = x->value_col[pick[src->vary]] + (unsigned)err->col - src->value_col;
    fprintf(stderr, "--vary %s:1:%u: %s%s%s\n", x->arg, col, err->path, *err->path ? ": " : "",
            err->msg);
    return cli_status_of(err);
}

int sim_vary_load(tt_ruleset **out, tt_ctx *ctx, const char *base, const tt_rules *base_rules,
                  const sim_vary *v, unsigned n, unsigned long cell, sim_setting *settings)
{
    unsigned pick[SIM_MAX_VARY], members[SIM_MAX_VARY];
    writer w = {0};
    char label[1024] = "", name[TT_NAME_MAX], suffix[16], path[4096];
    size_t used = 0;
    unsigned long rest = cell;
    *out = NULL;
    for (unsigned i = n; i-- > 0;) { /* the last --vary changes fastest */
        pick[i] = (unsigned)(rest % v[i].nvalues);
        rest /= v[i].nvalues;
    }
    for (unsigned i = 0; i < n; i++) {
        members[i] = i;
        snprintf(settings[i].key, sizeof settings[i].key, "%s", v[i].key);
        snprintf(settings[i].value, sizeof settings[i].value, "%s", v[i].value[pick[i]]);
        int k = snprintf(label + used, sizeof label - used, "%s%s=%s", i ? " " : "", v[i].key,
                         v[i].value[pick[i]]);
        if (k > 0 && used + (size_t)k < sizeof label)
            used += (size_t)k;
    }
    /* a file is named by its full path (the text has no directory to be relative to) */
    const char *ref = tt_ruleset_is_file(base) && realpath(base, path) ? path : base;
    snprintf(suffix, sizeof suffix, "-v%lu", cell);
    snprintf(name, sizeof name, "%.*s%s", (int)(sizeof name - 1 - strlen(suffix)), base_rules->name,
             suffix);
    put(&w, "extends: ");
    put_quoted(&w, ref);
    put(&w, "\nname: %s\n", name);
    w.line = 2;
    put_tree(&w, v, pick, members, n, 0);
    if (w.nomem || !w.text) {
        free(w.text);
        fprintf(stderr, "tagteam sim: out of memory\n");
        return EXIT_RUNTIME;
    }
    tt_error err = {0};
    int status = EXIT_OK;
    if (tt_ruleset_load_string(out, ctx, VARY_FILE, w.text, &err))
        status = report(&w, &err, v, pick, label);
    free(w.text);
    return status;
}
