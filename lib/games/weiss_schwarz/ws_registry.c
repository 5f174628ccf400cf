/* A game's registered abilities: the tables given to cg_weiss_schwarz_game_new
   (codes after the twelve built-in ones of ws_abilities.c), checked, kept,
   released, and named by the "abilities" parameter. */
#include <stdlib.h>
#include <string.h>

#include "ws_internal.h"

int ws_ability_code_count(const ws_config *c)
{
    return WS_BUILTIN + c->user_count;
}

/* ---- registration ---- */

static const char fn_new[] = "cg_weiss_schwarz_game_new";

/* Whether a name could be read back from a deck line and the saved form. */
static const char *bad_name(const char *name)
{
    size_t n = strlen(name);
    if (n == 0)
        return "is empty";
    if (n >= CG_WEISS_SCHWARZ_ABILITY_NAME_CAP)
        return "is longer than 63 bytes";
    if (name[0] == ' ' || name[0] == '\t' || name[n - 1] == ' ' || name[n - 1] == '\t')
        return "begins or ends with a blank";
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)name[i];
        if (ch < 0x20 || ch == 0x7f || ch == '|' || ch == ':' || ch == '"')
            return "holds '|', ':', '\"' or a control character";
    }
    return NULL;
}

/* The name of another ability, compared ignoring case. */
static bool name_taken(const cg_weiss_schwarz_ability_ops *tables, size_t i)
{
    cg_span name = cg_span_of(tables[i].name);
    for (int code = 1; code <= WS_BUILTIN; code++)
        if (cg_span_eq_nocase(name, ws_ability_words[code]) ||
            cg_span_eq_nocase(name, ws_builtin[code].name))
            return true;
    for (size_t j = 0; j < i; j++)
        if (cg_span_eq_nocase(name, tables[j].name))
            return true;
    return false;
}

static cg_status check_table(const cg_weiss_schwarz_ability_ops *tables, size_t i)
{
    const cg_weiss_schwarz_ability_ops *t = &tables[i];
    const unsigned kinds = CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_DECK) |
                           CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_ORDER) |
                           CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_STAGE) |
                           CG_WEISS_SCHWARZ_ASKS(CG_WEISS_SCHWARZ_CHOICE_SIDE);
    if (t->version != CG_WEISS_SCHWARZ_ABILITY_VERSION)
        return cg_error(CG_EINVAL, "%s: abilities[%zu]: version %u, this library reads version %u",
                        fn_new, i, t->version, CG_WEISS_SCHWARZ_ABILITY_VERSION);
    if (!t->name)
        return cg_error(CG_EINVAL, "%s: abilities[%zu]: name is NULL", fn_new, i);
    const char *why = bad_name(t->name);
    char shown[80];
    cg_span_show(cg_span_of(t->name), shown, sizeof shown);
    if (why)
        return cg_error(CG_EINVAL, "%s: abilities[%zu]: the name '%s' %s", fn_new, i, shown, why);
    if (name_taken(tables, i))
        return cg_error(CG_EINVAL,
                        "%s: abilities[%zu]: the name '%s' is another ability's (names and codes "
                        "are compared ignoring case)",
                        fn_new, i, shown);
    if (!t->apply_to_board)
        return cg_error(CG_EINVAL, "%s: abilities[%zu] ('%s'): apply_to_board is NULL", fn_new, i,
                        shown);
    if (t->choices & ~kinds)
        return cg_error(CG_EINVAL,
                        "%s: abilities[%zu] ('%s'): choices 0x%x has bits of no choice kind "
                        "(DECK, ORDER, STAGE, SIDE)",
                        fn_new, i, shown, t->choices);
    if (t->choices && !t->choose)
        return cg_error(CG_EINVAL, "%s: abilities[%zu] ('%s'): choose is NULL, but it asks choices",
                        fn_new, i, shown);
    return CG_OK;
}

typedef struct registration {
    const cg_weiss_schwarz_ability_ops *tables;
    size_t count;
    bool taken; /* the configuration owns the tables (and releases them) */
} registration;

static cg_status take_tables(void *config, void *context)
{
    ws_config *c = config;
    registration *r = context;
    for (size_t i = 0; i < r->count; i++) {
        ws_user_ability *u = &c->users[i];
        u->table = r->tables[i];
        memcpy(u->name, r->tables[i].name, strlen(r->tables[i].name) + 1);
        u->table.name = u->name;
        u->table.text = "";
    }
    c->user_count = (int)r->count;
    r->taken = true;
    for (size_t i = 0; i < r->count; i++) {
        const char *text = r->tables[i].text ? r->tables[i].text : "";
        ws_user_ability *u = &c->users[i];
        if (!(u->text = malloc(strlen(text) + 1)))
            return cg_error(CG_ENOMEM, "%s: out of memory", fn_new);
        memcpy(u->text, text, strlen(text) + 1);
        u->table.text = u->text;
    }
    return CG_OK;
}

static void release_all(const cg_weiss_schwarz_ability_ops *tables, size_t count)
{
    for (size_t i = 0; tables && i < count; i++)
        if (tables[i].release)
            tables[i].release(tables[i].user);
}

cg_status cg_weiss_schwarz_game_new(const char *params,
                                    const cg_weiss_schwarz_ability_ops *abilities, size_t count,
                                    cg_game **out)
{
    cg_status st = CG_OK;
    if (!out)
        st = cg_error(CG_EINVAL, "%s: out is NULL", fn_new);
    else if (!abilities && count)
        st = cg_error(CG_EINVAL, "%s: abilities is NULL and count is %zu", fn_new, count);
    else if (count > WS_USERS_MAX)
        st = cg_error(CG_EINVAL, "%s: %zu abilities, at most %d", fn_new, count, WS_USERS_MAX);
    for (size_t i = 0; st == CG_OK && i < count; i++)
        st = check_table(abilities, i);
    if (st != CG_OK) {
        release_all(abilities, count <= WS_USERS_MAX ? count : 0);
        return st;
    }
    registration r = {abilities, count, false};
    st = cg_game_new_prepared("weiss_schwarz", params, take_tables, &r, out);
    if (st != CG_OK && !r.taken)
        release_all(abilities, count);
    return st;
}

void ws_config_free(void *config)
{
    ws_config *c = config;
    for (int i = 0; i < c->user_count; i++) {
        ws_user_ability *u = &c->users[i];
        if (u->table.release)
            u->table.release(u->table.user);
        free(u->text);
    }
    free(c->pool.text);
}

/* ---- the "abilities" parameter ---- */

/* The registered names, separated by '|'. */
void ws_abilities_write(const ws_config *c, cg_text *out)
{
    for (int i = 0; i < c->user_count; i++)
        cg_text_printf(out, "%s%s", i ? "|" : "", c->users[i].name);
}

/* Rule: the parameter, when given, lists exactly the registered abilities. */
cg_status ws_abilities_check(const ws_config *c)
{
    if (!c->abilities_given)
        return CG_OK;
    cg_span rest = cg_span_trim(cg_span_of(c->abilities_param));
    int i = 0;
    bool same = true;
    while (rest.n > 0 && same) {
        cg_span name = cg_span_trim(cg_span_split(&rest, '|'));
        same = i < c->user_count && cg_span_eq(name, c->users[i].name);
        i++;
    }
    if (same && i == c->user_count)
        return CG_OK;
    char given[200], registered[200];
    cg_span_show(cg_span_of(c->abilities_param), given, sizeof given);
    cg_text list = cg_text_over(registered, sizeof registered);
    ws_abilities_write(c, &list);
    if (c->user_count == 0)
        return cg_error(CG_EINVAL,
                        "weiss_schwarz: parameter abilities names '%s', which this game does "
                        "not register (cg_weiss_schwarz_game_new registers abilities)",
                        given);
    return cg_error(CG_EINVAL,
                    "weiss_schwarz: parameter abilities is '%s', but the abilities registered "
                    "are '%s'",
                    given, registered);
}

/* ---- weiss_schwarz.h ---- */

cg_status cg_weiss_schwarz_ability_fail(cg_status status, const char *message)
{
    if (status <= CG_OK || status > CG_ENOGAME)
        status = CG_EINVAL;
    return cg_error(status, "%s", message ? message : "");
}

static const ws_config *game_config(const cg_game *game, const char *fn)
{
    return cg_game_config_of(game, &cg_weiss_schwarz_impl, fn);
}

int cg_weiss_schwarz_ability_total(const cg_game *game)
{
    const ws_config *c = game_config(game, __func__);
    return c ? ws_ability_code_count(c) : -1;
}

static cg_status ability_string(const cg_game *game, int ability, const char **out, bool text,
                                const char *fn)
{
    const ws_config *c = game_config(game, fn);
    if (!c)
        return CG_EINVAL;
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", fn);
    if (ability < 1 || ability > ws_ability_code_count(c))
        return cg_error(CG_EINVAL, "%s: no ability %d (the game's are 1..%d)", fn, ability,
                        ws_ability_code_count(c));
    const cg_weiss_schwarz_ability_ops *t = ws_ability(c, ability);
    *out = text ? t->text : t->name;
    return CG_OK;
}

cg_status cg_weiss_schwarz_ability_name(const cg_game *game, int ability, const char **out)
{
    return ability_string(game, ability, out, false, __func__);
}

cg_status cg_weiss_schwarz_ability_text(const cg_game *game, int ability, const char **out)
{
    return ability_string(game, ability, out, true, __func__);
}

cg_status cg_weiss_schwarz_ability_find(const cg_game *game, const char *name, int *out)
{
    const ws_config *c = game_config(game, __func__);
    if (!c)
        return CG_EINVAL;
    if (!name || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, name ? "out" : "name");
    ws_known_abilities known = {c->users, c->user_count};
    int code = ws_ability_lookup(&known, cg_span_of(name));
    char shown[80];
    if (code < 0)
        return cg_error(CG_EINVAL, "%s: no ability '%s' in this game", __func__,
                        cg_span_show(cg_span_of(name), shown, sizeof shown));
    *out = code;
    return CG_OK;
}
