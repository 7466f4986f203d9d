/* scenarios.c: finding scenario files under the paths `tagteam test` and `tagteam coverage`
 * are given (files as they are, folders recursively, .yaml and .yml files in name order). */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int is_yaml_name(const char *name)
{
    size_t len = strlen(name);
    return (len > 5 && !strcmp(name + len - 5, ".yaml")) ||
           (len > 4 && !strcmp(name + len - 4, ".yml"));
}

/* Every file of a folder is walked, however many (no silent cap): a folder that cannot be read,
 * or memory that runs out, is an error naming the folder. */
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
    if (!d) {
        fprintf(stderr, "tagteam: %s: cannot read the folder\n", path);
        return -1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    int rc = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : 64;
            char **grown = realloc(names, ncap * sizeof *names);
            if (!grown) {
                rc = -1;
                break;
            }
            names = grown;
            cap = ncap;
        }
        if (!(names[n] = strdup(e->d_name))) {
            rc = -1;
            break;
        }
        n++;
    }
    closedir(d);
    if (rc) {
        fprintf(stderr, "tagteam: %s: out of memory listing the folder\n", path);
        for (size_t i = 0; i < n; i++)
            free(names[i]);
        free(names);
        return rc;
    }
    if (n)
        qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        char sub[4096];
        if ((size_t)snprintf(sub, sizeof sub, "%s/%s", path, names[i]) >= sizeof sub) {
            fprintf(stderr, "tagteam: %s/%s: the path is too long\n", path, names[i]);
            rc = -1;
        } else if (stat(sub, &st) == 0 && (S_ISDIR(st.st_mode) || is_yaml_name(names[i])))
            rc |= cli_walk_scenarios(sub, fn, payload);
        free(names[i]);
    }
    free(names);
    return rc;
}
