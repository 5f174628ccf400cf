/*
 * The PARAMETERS section of libcardgames(3), made from the parameter tables
 * of every game and bot of the catalogue. With no argument it prints the
 * section; with the page's path it checks that the page holds it as made
 * (the params-doc test), printing the section that belongs there otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot.h"
#include "core/game.h"

/* Text for a roff line: backslashes doubled, hyphens as \-. */
static void put_roff(cg_text *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '\\' || *s == '-')
            cg_text_putc(out, '\\');
        cg_text_putc(out, *s == '\\' ? 'e' : *s);
    }
}

static void put_kind(cg_text *out, const cg_param *p)
{
    switch (p->type) {
    case CG_PARAM_INT:
        cg_text_printf(out, p->min == p->max ? "the integer %.0f" : "an integer, %.0f to %.0f",
                       p->min, p->max);
        break;
    case CG_PARAM_NUMBER:
        cg_text_printf(out, "a number, %g to %g", p->min, p->max);
        break;
    case CG_PARAM_TEXT:
        cg_text_printf(out, "text, at most %zu characters", p->size - 1);
        break;
    case CG_PARAM_CHOICE:
        cg_text_puts(out, "one of ");
        for (const char *c = p->choices; *c; c++)
            cg_text_puts(out, *c == '|' ? ", " : (char[]){*c, '\0'});
        break;
    case CG_PARAM_CUSTOM:
        cg_text_puts(out, "text");
        break;
    }
}

static void put_params(cg_text *out, const cg_param *table, size_t count)
{
    if (count == 0) {
        cg_text_puts(out, "No parameters.\n");
        return;
    }
    for (size_t i = 0; i < count; i++) {
        const cg_param *p = &table[i];
        cg_text_puts(out, ".TP\n.B ");
        put_roff(out, p->key);
        cg_text_puts(out, "\n");
        put_kind(out, p);
        bool fixed = p->type == CG_PARAM_INT && p->min == p->max;
        if (!fixed && !p->fallback) {
            cg_text_puts(out, "; by default none");
        } else if (!fixed && !p->fallback[0]) {
            cg_text_puts(out, "; empty by default");
        } else if (!fixed) {
            cg_text_puts(out, "; default ");
            put_roff(out, p->fallback);
        }
        cg_text_puts(out, ": ");
        put_roff(out, p->doc);
        cg_text_puts(out, ".\n");
    }
}

static void put_bots(cg_text *out, const char *heading, const cg_bot_impl *const *bots,
                     size_t count)
{
    for (size_t i = 0; i < count; i++) {
        cg_text_printf(out, ".SS \"%s %s\"\n", heading, bots[i]->name);
        put_params(out, bots[i]->params, bots[i]->param_count);
    }
}

static void put_section(cg_text *out)
{
    cg_text_puts(out, ".SH PARAMETERS\n"
                      "The parameters of each game of the catalogue, for\n"
                      ".BR cg_game_new (),\n"
                      "and of each bot, for\n"
                      ".BR cg_bot_new ().\n"
                      "A parameter not given takes its default;\n"
                      ".BR cg_game_params ()\n"
                      "and\n"
                      ".BR cg_bot_params ()\n"
                      "write every one back.\n");
    for (size_t g = 0; g < cg_registry_count; g++) {
        const cg_game_impl *impl = cg_registry[g];
        cg_text_printf(out, ".SS \"Game %s\"\n", impl->name);
        put_params(out, impl->params, impl->param_count);
        size_t own = 0;
        while (impl->bots && impl->bots[own])
            own++;
        char heading[64];
        snprintf(heading, sizeof heading, "Bot of %s:", impl->name);
        put_bots(out, heading, impl->bots, own);
    }
    const cg_bot_impl *const generic[] = {&cg_bot_random_impl, &cg_bot_mcts_impl};
    put_bots(out, "Bot of every game:", generic, CG_COUNT(generic));
}

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    if (text && fread(text, 1, (size_t)n, f) != (size_t)n) {
        free(text);
        text = NULL;
    }
    if (text)
        text[n] = '\0';
    fclose(f);
    return text;
}

int main(int argc, char **argv)
{
    cg_text probe = cg_text_over(NULL, 0);
    put_section(&probe);
    char *section = malloc(probe.len + 1);
    if (!section)
        return 2;
    cg_text out = cg_text_over(section, probe.len + 1);
    put_section(&out);
    if (argc < 2) {
        fputs(section, stdout);
        return 0;
    }
    char *page = read_file(argv[1]);
    if (!page) {
        fprintf(stderr, "params_doc: cannot read %s\n", argv[1]);
        return 2;
    }
    char *start = strstr(page, ".SH PARAMETERS\n");
    char *end = start ? strstr(start + 1, "\n.SH ") : NULL;
    int same = end && (size_t)(end + 1 - start) == strlen(section) &&
               memcmp(start, section, strlen(section)) == 0;
    if (!same)
        printf("%s does not hold the parameters' section as the tables make it; it should "
               "hold, before its next .SH:\n%s",
               argv[1], section);
    else
        printf("1 passed, 0 failed\n");
    free(page);
    free(section);
    return same ? 0 : 1;
}
