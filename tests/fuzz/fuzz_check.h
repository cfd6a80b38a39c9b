/* Shared by the libFuzzer targets: a failed expectation prints and aborts,
 * which libFuzzer reports as a crash with the input that caused it. */
#ifndef TAV_FUZZ_CHECK_H
#define TAV_FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#define FUZZ_CHECK(cond, ...)                                              \
    do {                                                                   \
        if (!(cond)) {                                                     \
            fprintf(stderr, "%s:%d: expectation failed: %s\n  ", __FILE__, \
                    __LINE__, #cond);                                      \
            fprintf(stderr, __VA_ARGS__);                                  \
            fprintf(stderr, "\n");                                         \
            abort();                                                       \
        }                                                                  \
    } while (0)

#endif
