/* tests/alloc: the one allocation-failure harness of the test programs
 * (tests/selfcheck/alloc_fail.c, tests/tgn/test_tgn_nomem.c).
 *
 * A program that uses it is built with tests/alloc/alloc_wrap.c, linked
 * statically (libtool -static, so that the library's own calls are
 * wrapped too) and with $(TAV_ALLOC_LINK) from tests/local.mk:
 * -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free. Every
 * allocation of the program and of the library then goes through the
 * wrappers, which count the calls and the blocks alive and can refuse the
 * n-th call or every call (returning NULL as the C library does when out of
 * memory; a refused realloc leaves its block valid).
 *
 * Typical use: for n = 1, 2, ... arm(n), run the code under test, disarm();
 * if alloc_refused() is 0 the code needed fewer than n allocations and the
 * loop ends; otherwise the code must have reported TAV_ENOMEM, and
 * alloc_live() must be what it was before (nothing leaked). */
#ifndef TAV_TESTS_ALLOC_WRAP_H
#define TAV_TESTS_ALLOC_WRAP_H

/* alloc_arm(ALLOC_FAIL_ALL): refuse every allocation until alloc_disarm(). */
#define ALLOC_FAIL_ALL (-1L)

/* Start counting from zero and refuse the n-th allocation call from now
 * (n >= 1), or every call (n = ALLOC_FAIL_ALL); n = 0 refuses none. */
void alloc_arm(long n);

/* Refuse no more allocations (the counters keep their values). */
void alloc_disarm(void);

/* Allocation calls (malloc, calloc, realloc) since the last alloc_arm(). */
long alloc_calls(void);

/* Allocation calls refused since the last alloc_arm(). */
long alloc_refused(void);

/* Blocks alive now: allocated through the wrappers and not yet freed. */
long alloc_live(void);

#endif
