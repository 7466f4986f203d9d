/* scenarios.c: finding scenario files under the paths `tagteam test` and `tagteam coverage`
 * are given (files as they are, folders recursively, .yaml files in name order). */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int cli_walk_scenarios(const char *path, void (*fn)(const char *file, void *payload), void *payload)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "tagteam: %s: no such file or folder\n", path);
        return -1;
    }
    if (!S_ISDIR(st.st_mode)) {
        fn(path, payload);
        return 0;
    }
    DIR *d = opendir(path);
    char *names[512];
    unsigned n = 0;
    int rc = 0;
    for (struct dirent *e; d && (e = readdir(d)) && n < 512;)
        if (e->d_name[0] != '.')
            names[n++] = strdup(e->d_name);
    if (d)
        closedir(d);
    qsort(names, n, sizeof *names, by_name);
    for (unsigned i = 0; i < n; i++) {
        char sub[4096];
        size_t len = strlen(names[i]);
        snprintf(sub, sizeof sub, "%s/%s", path, names[i]);
        if (stat(sub, &st) == 0 &&
            (S_ISDIR(st.st_mode) || (len > 5 && !strcmp(names[i] + len - 5, ".yaml"))))
            rc |= cli_walk_scenarios(sub, fn, payload);
        free(names[i]);
    }
    return rc;
}
