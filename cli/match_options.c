/* match --option NAME=VALUE checked before the first game: set on the
 * built-in engine (its parameters, tavreli/engine.h), or checked against
 * the options a UCI engine declared in its handshake ("option name Hash
 * type spin default 16 min 1 max 33554432"). An option the engine does not
 * have, or a value out of its range, stops the match with a message naming
 * the option and its range, rather than being sent without a word. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "match.h"

/* value as a whole decimal int into *out; 0 when it is not one. */
static int read_int(const char *value, long long *out)
{
    char *end;
    errno = 0;
    *out = strtoll(value, &end, 10);
    return *value && !*end && errno == 0;
}

static int check_builtin(player *p, const char *name, const char *value, char *why, size_t size)
{
    int n = tav_engine_param_count();
    for (int i = 0; i < n; i++) {
        const char *pname;
        int min, max;
        long long v;
        tav_engine_param_info(i, &pname, NULL, &min, &max);
        if (strcasecmp(pname, name) != 0)
            continue;
        if (!read_int(value, &v) || v < min || v > max) {
            snprintf(why, size, "--option %s=%s: %s is an integer %d..%d", name, value, pname, min, max);
            return 0;
        }
        if (tav_engine_set_param(p->engine, pname, (int)v) != TAV_OK) {
            snprintf(why, size, "--option %s=%s: refused by the engine", name, value);
            return 0;
        }
        return 1;
    }
    snprintf(why, size, "--option %s=%s: the builtin engine has no option %s (tavreli uci lists them)", name, value,
             name);
    return 0;
}

/* A value for the UCI engine's option name, checked against the option
 * lines it declared, read by the UCI codec (tavreli/uci.h): a spin option
 * with a range takes an integer within it; check, combo, string and button
 * options are the engine's to judge. */
static int check_uci(const player *p, const char *name, const char *value, char *why, size_t size)
{
    const unsigned long long range = TAV_UCI_HAS(TAV_UCI_MIN) | TAV_UCI_HAS(TAV_UCI_MAX);
    tav_uci_line *l = malloc(sizeof *l); /* a line's store is 8 KiB */
    int ok = -1;
    long long v;
    if (!l) {
        snprintf(why, size, "--option %s=%s: out of memory", name, value);
        return 0;
    }
    for (int i = 0; i < p->declared_count && ok < 0; i++) {
        const char *line = p->declared[i];
        if (tav_uci_parse(line, strlen(line), l, NULL) != TAV_OK || l->kind != TAV_UCI_OPTION || !l->name
            || strcasecmp(l->name, name) != 0)
            continue;
        ok = 1;
        if (l->option_type == TAV_UCI_SPIN && (l->has & range) == range
            && (!read_int(value, &v) || v < l->num[TAV_UCI_MIN] || v > l->num[TAV_UCI_MAX])) {
            snprintf(why, size, "--option %s=%s: %s is an integer %lld..%lld (the engine says so)", name, value,
                     l->name, l->num[TAV_UCI_MIN], l->num[TAV_UCI_MAX]);
            ok = 0;
        }
    }
    free(l);
    if (ok < 0) {
        snprintf(why, size, "--option %s=%s: %s declares no option %s", name, value, p->name, name);
        ok = 0;
    }
    return ok;
}

void player_declare_option(player *p, const char *line)
{
    if (p->declared_count < PLAYER_OPTIONS_MAX)
        snprintf(p->declared[p->declared_count++], sizeof p->declared[0], "%s", line);
}

int player_check_options(player *p, char *why, size_t size)
{
    for (int i = 0; i < p->option_count; i++) {
        char name[256];
        const char *eq = strchr(p->options[i], '=');
        snprintf(name, sizeof name, "%.*s", (int)(eq - p->options[i]), p->options[i]);
        if (p->kind == PLAYER_BUILTIN && !check_builtin(p, name, eq + 1, why, size))
            return 0;
        if (p->kind == PLAYER_UCI && !check_uci(p, name, eq + 1, why, size))
            return 0;
        if (p->kind == PLAYER_RANDOM || p->kind == PLAYER_GREEDY) {
            snprintf(why, size, "--option %s: the %s player has no options", p->options[i], p->spec);
            return 0;
        }
    }
    return 1;
}
