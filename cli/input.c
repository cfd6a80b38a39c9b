/* Opening the files the commands read: a path that is not something to
 * read from end to end is refused with a message saying what it is (a
 * directory read as "input/output error"; /dev/zero was read for ever). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli.h"

FILE *cli_open_input(const char *path, const char **why)
{
    struct stat st;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            *why = "a directory, not a file";
            return NULL;
        }
        if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) {
            FILE *fp = fopen(path, "rb");
            if (fp && isatty(fileno(fp)))
                return fp; /* a terminal: typed input ends with ^D */
            if (fp)
                fclose(fp);
            *why = "a device, not a file";
            return NULL;
        }
    }
    FILE *fp = fopen(path, "rb");
    if (!fp)
        *why = strerror(errno);
    return fp;
}
