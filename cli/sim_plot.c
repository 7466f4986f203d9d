/* sim_plot.c: `tagteam sim --plot FILE.svg`: one row per variant, the team going first's win
 * share with its 95% interval (left, the 50% line marked) and the game length (right: a bar
 * to the mean, a tick at the median). Plain SVG 1.1 written by hand: no plotting library. */
#include <errno.h>
#include <math.h>
#include <string.h>

#include "sim.h"

#define ROW     26.0
#define TOP     56.0
#define LABEL_X 10.0
#define WIN_W   280.0 /* 0% to 100% */
#define LEN_W   250.0 /* 0 to the turns axis' end */
#define CHAR_W  7.0   /* about the width of a 12px sans-serif character */

static void put_escaped(FILE *f, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '<':
            fputs("&lt;", f);
            break;
        case '>':
            fputs("&gt;", f);
            break;
        case '&':
            fputs("&amp;", f);
            break;
        case '"':
            fputs("&quot;", f);
            break;
        default:
            fputc(*s, f);
        }
    }
}

/* A round axis end at or above x: 1, 2 or 5 times a power of ten. */
static double nice_ceiling(double x)
{
    if (x <= 1.0)
        return 1.0;
    double p = pow(10.0, floor(log10(x)));
    return x <= p ? p : x <= 2 * p ? 2 * p : x <= 5 * p ? 5 * p : 10 * p;
}

void sim_write_svg(FILE *f, const sim_result *r, unsigned n)
{
    double most = 1.0;
    for (unsigned i = 0; i < n; i++) {
        double m = sim_stats_mean(&r[i].st), med = (double)sim_stats_median(&r[i].st);
        most = m > most ? m : most;
        most = med > most ? med : most;
    }
    double top_turns = nice_ceiling(most);
    /* the labels' column as wide as the longest label, then the two panels */
    size_t longest = 0;
    for (unsigned i = 0; i < n; i++) {
        char label[1024];
        size_t len = strlen(sim_label(&r[i], label, sizeof label));
        longest = len > longest ? len : longest;
    }
    double win_x0 = LABEL_X + 20.0 + CHAR_W * (double)longest;
    win_x0 = win_x0 < 300.0 ? 300.0 : win_x0;
    double len_x0 = win_x0 + WIN_W + 90.0, svg_w = len_x0 + LEN_W + 40.0;
    double bottom = TOP + ROW * n, h = bottom + 40.0;
    fprintf(f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%.0f\" "
            "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\" "
            "font-size=\"12\">\n"
            "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
            "<text x=\"%.0f\" y=\"20\" font-weight=\"bold\">tagteam sim</text>\n"
            "<text x=\"%.0f\" y=\"42\">team going first: share of the games won "
            "(95%% interval)</text>\n"
            "<text x=\"%.0f\" y=\"42\">turns per game: mean (bar), median (tick)</text>\n",
            svg_w, h, svg_w, h, LABEL_X, win_x0, len_x0);
    /* grids and axes */
    for (int p = 0; p <= 100; p += 25) {
        double x = win_x0 + WIN_W * p / 100.0;
        fprintf(f,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"%s/>\n"
                "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%d%%</text>\n",
                x, TOP - 6, x, bottom, p == 50 ? "#888" : "#ddd",
                p == 50 ? " stroke-dasharray=\"4 3\"" : "", x, bottom + 16, p);
    }
    for (int k = 0; k <= 4; k++) {
        double x = len_x0 + LEN_W * k / 4.0;
        fprintf(f,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
                "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%g</text>\n",
                x, TOP - 6, x, bottom, x, bottom + 16, top_turns * k / 4.0);
    }
    for (unsigned i = 0; i < n; i++) {
        const sim_stats *st = &r[i].st;
        char label[1024];
        double y = TOP + ROW * i + ROW / 2.0, lo, hi;
        double p = st->first_games ? (double)st->first_game_wins / (double)st->first_games : 0.0;
        sim_interval(st->first_game_wins, st->first_games, &lo, &hi);
        fprintf(f, "<g>\n<title>");
        put_escaped(f, sim_label(&r[i], label, sizeof label));
        fprintf(f, ": %lu matches</title>\n<text x=\"%.1f\" y=\"%.1f\">", st->matches, LABEL_X,
                y + 4);
        put_escaped(f, label);
        double xl = win_x0 + WIN_W * lo, xh = win_x0 + WIN_W * hi, xp = win_x0 + WIN_W * p;
        fprintf(f,
                "</text>\n"
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#1f5fa8\" "
                "stroke-width=\"2\"/>\n"
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#1f5fa8\"/>\n"
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#1f5fa8\"/>\n"
                "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"#1f5fa8\"/>\n",
                xl, y, xh, y, xl, y - 5, xl, y + 5, xh, y - 5, xh, y + 5, xp, y);
        double mean = sim_stats_mean(st), med = (double)sim_stats_median(st);
        double xm = len_x0 + LEN_W * mean / top_turns, xd = len_x0 + LEN_W * med / top_turns;
        fprintf(f,
                "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#e08a2c\"/>\n"
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"black\" "
                "stroke-width=\"2\"/>\n"
                "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\">%.1f%% / %.1f</text>\n</g>\n",
                len_x0, y - 7, xm - len_x0, 14.0, xd, y - 9, xd, y + 9, win_x0 + WIN_W + 6, y + 4,
                100.0 * p, mean);
    }
    fprintf(f, "</svg>\n");
}
