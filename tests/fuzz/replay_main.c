/* replay_main.c: runs files (and the .yaml and .txt files under directories) through a fuzz
 * harness without libFuzzer, so the corpora and the inputs fuzzing once found are tests of
 * the normal suite. Prints how many inputs it ran; a finding aborts. */
#include "fuzz.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static unsigned ran;

static int wanted(const char *name)
{
    size_t n = strlen(name);
    return (n > 5 && strcmp(name + n - 5, ".yaml") == 0) ||
           (n > 4 && strcmp(name + n - 4, ".txt") == 0);
}

static void run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        exit(1);
    }
    static uint8_t buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf, f);
    int too_long = !feof(f);
    fclose(f);
    if (too_long) {
        fprintf(stderr, "replay: %s is longer than %zu bytes\n", path, sizeof buf);
        exit(1);
    }
    uint8_t *copy = malloc(n ? n : 1); /* its own block, so ASan sees a read past its end */
    if (!copy)
        exit(1);
    memcpy(copy, buf, n);
    LLVMFuzzerTestOneInput(copy, n);
    free(copy);
    ran++;
}

static void run_path(const char *path, int top)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "replay: no such file or directory: %s\n", path);
        exit(1);
    }
    if (!S_ISDIR(st.st_mode)) {
        if (top || wanted(path))
            run_file(path);
        return;
    }
    struct dirent **names;
    int n = scandir(path, &names, NULL, alphasort);
    for (int i = 0; i < n; i++) {
        if (names[i]->d_name[0] != '.') {
            char sub[4096];
            snprintf(sub, sizeof sub, "%s/%s", path, names[i]->d_name);
            run_path(sub, 0);
        }
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        run_path(argv[i], 1);
    fprintf(stderr, "replay: %u inputs, no finding\n", ran);
    return ran ? 0 : 1;
}
