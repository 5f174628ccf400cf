/* The seed's small classes: weapons, tiles, entities and slugs, as plain
   structs and functions (slugdungeon.h). */
#include <string.h>

#include "slugdungeon_internal.h"

const sd_weapon_spec sd_weapons[5] = {
    {"none", "None", '\0', 0, {0, 0, 0}},
    {"AbstractWeapon", "Weapon", 'W', 0, {0, 0, 0}},
    {"PoisonDart", "PoisonDart", 'D', 2, {0, 0, 2}},
    {"PoisonSword", "PoisonSword", 'S', 1, {2, 0, 1}},
    {"HealingRock", "HealingRock", 'H', 2, {0, 2, 0}},
};

const sd_kind_spec sd_kinds[6] = {
    {"Entity", 'E', 0, CG_SLUGDUNGEON_NO_WEAPON},
    {"Player", 'P', 0, CG_SLUGDUNGEON_NO_WEAPON},
    {"Slug", 'E', 0, CG_SLUGDUNGEON_NO_WEAPON},
    {"NiceSlug", 'N', 10, CG_SLUGDUNGEON_HEALING_ROCK},
    {"AngrySlug", 'A', 5, CG_SLUGDUNGEON_POISON_SWORD},
    {"ScaredSlug", 'L', 3, CG_SLUGDUNGEON_POISON_DART},
};

bool sd_is_weapon(int weapon)
{
    return weapon >= CG_SLUGDUNGEON_WEAPON && weapon <= CG_SLUGDUNGEON_HEALING_ROCK;
}

bool sd_is_weapon_or_none(int weapon)
{
    return weapon == CG_SLUGDUNGEON_NO_WEAPON || sd_is_weapon(weapon);
}

bool sd_is_concrete_slug(int kind)
{
    return kind >= CG_SLUGDUNGEON_NICE_SLUG && kind <= CG_SLUGDUNGEON_SCARED_SLUG;
}

int sd_weapon_by_name(cg_span name)
{
    for (int w = 0; w <= CG_SLUGDUNGEON_HEALING_ROCK; w++)
        if (cg_span_eq(name, sd_weapons[w].name))
            return w;
    return -1;
}

const char *sd_kind_with_article(int kind)
{
    static const char *const named[6] = {"an Entity",  "a Player",     "a Slug",
                                         "a NiceSlug", "an AngrySlug", "a ScaredSlug"};
    return named[kind];
}

const char *sd_weapon_label(int weapon)
{
    return sd_weapons[weapon].name;
}

/* For i = 1..range: right, left, down, up, in that order. */
int sd_weapon_targets(int weapon, int32_t row, int32_t col, cg_slugdungeon_position *out)
{
    int n = 0;
    for (int32_t i = 1; i <= sd_weapons[weapon].range; i++) {
        out[n++] = (cg_slugdungeon_position){row, col + i};
        out[n++] = (cg_slugdungeon_position){row, col - i};
        out[n++] = (cg_slugdungeon_position){row + i, col};
        out[n++] = (cg_slugdungeon_position){row - i, col};
    }
    return n;
}

static int32_t clamp(int64_t v, int64_t lo, int64_t hi)
{
    return (int32_t)(v < lo ? lo : v > hi ? hi : v);
}

/* Healing first, then damage, the health kept in [0, max] after each. */
void sd_apply_effects(int32_t *health, int32_t max_health, int32_t *poison,
                      const cg_slugdungeon_effect *effect)
{
    int64_t h = clamp((int64_t)*health + effect->healing, 0, max_health);
    *health = clamp(h - effect->damage, 0, max_health);
    *poison = clamp((int64_t)*poison + effect->poison, 0, CG_SLUGDUNGEON_STAT_MAX);
}

void sd_apply_poison(int32_t *health, int32_t *poison)
{
    if (*poison <= 0)
        return;
    *health = *health > *poison ? *health - *poison : 0;
    *poison -= 1;
}

static uint64_t distance2(cg_slugdungeon_position a, cg_slugdungeon_position b)
{
    int64_t dr = (int64_t)a.row - b.row, dc = (int64_t)a.col - b.col;
    return (uint64_t)(dr * dr) + (uint64_t)(dc * dc);
}

/* Whether a comes before b in (row, col) order. */
static bool position_less(cg_slugdungeon_position a, cg_slugdungeon_position b)
{
    return a.row < b.row || (a.row == b.row && a.col < b.col);
}

/* AngrySlug: closest to the player, ties to the lowest (row, col); ScaredSlug:
   furthest, ties to the highest; NiceSlug: stays. Squared distances order
   positions exactly as Euclidean distances do. */
cg_slugdungeon_position sd_choose_move(int kind, const cg_slugdungeon_position *candidates,
                                       size_t count, cg_slugdungeon_position current,
                                       cg_slugdungeon_position player)
{
    if (kind == CG_SLUGDUNGEON_NICE_SLUG)
        return current;
    bool angry = kind == CG_SLUGDUNGEON_ANGRY_SLUG;
    cg_slugdungeon_position best = current;
    uint64_t best_d = distance2(current, player);
    for (size_t i = 0; i < count; i++) {
        cg_slugdungeon_position p = candidates[i];
        uint64_t d = distance2(p, player);
        bool better = angry ? (d < best_d || (d == best_d && position_less(p, best)))
                            : (d > best_d || (d == best_d && position_less(best, p)));
        if (better) {
            best = p;
            best_d = d;
        }
    }
    return best;
}

/* ---- reprs, as the seed's classes write them ---- */

void sd_tile_repr_write(const char *symbol, int blocking, cg_text *out)
{
    cg_text_printf(out, "Tile('%s', %s)", symbol, blocking ? "True" : "False");
}

void sd_entity_repr_write(int kind, int32_t max_health, cg_text *out)
{
    cg_text_puts(out, sd_kinds[kind].name);
    if (sd_is_concrete_slug(kind))
        cg_text_puts(out, "()");
    else
        cg_text_printf(out, "(%ld)", (long)max_health);
}

/* ---- argument checks ---- */

static bool check_weapon(int weapon, const char *caller)
{
    if (sd_is_weapon(weapon))
        return true;
    cg_error(CG_EINVAL, "%s: %d is not a weapon (1 AbstractWeapon .. 4 HealingRock)", caller,
             weapon);
    return false;
}

static bool check_weapon_or_none(int weapon, const char *caller)
{
    if (sd_is_weapon_or_none(weapon))
        return true;
    cg_error(CG_EINVAL, "%s: %d is not a weapon (0 none .. 4 HealingRock)", caller, weapon);
    return false;
}

static bool check_coordinate(int32_t v, const char *caller, const char *what)
{
    if (v >= -CG_SLUGDUNGEON_STAT_MAX && v <= CG_SLUGDUNGEON_STAT_MAX)
        return true;
    cg_error(CG_EINVAL, "%s: %s coordinate %ld is beyond +-%d", caller, what, (long)v,
             CG_SLUGDUNGEON_STAT_MAX);
    return false;
}

static bool check_position(cg_slugdungeon_position p, const char *caller, const char *what)
{
    return check_coordinate(p.row, caller, what) && check_coordinate(p.col, caller, what);
}

bool sd_check_tile(const cg_slugdungeon_tile *tile, const char *caller)
{
    if (!tile) {
        cg_error(CG_EINVAL, "%s: tile is NULL", caller);
        return false;
    }
    if (!memchr(tile->symbol, '\0', sizeof tile->symbol)) {
        cg_error(CG_EINVAL, "%s: the tile's symbol is not NUL-terminated", caller);
        return false;
    }
    if (tile->blocking != 0 && tile->blocking != 1) {
        cg_error(CG_EINVAL, "%s: the tile's blocking is %ld, not 0 or 1", caller,
                 (long)tile->blocking);
        return false;
    }
    if (!sd_is_weapon_or_none(tile->weapon)) {
        cg_error(CG_EINVAL, "%s: the tile holds %ld, which is no weapon", caller,
                 (long)tile->weapon);
        return false;
    }
    return true;
}

bool sd_check_entity(const cg_slugdungeon_entity *e, const char *caller)
{
    cg_status st = CG_OK;
    if (!e)
        st = cg_error(CG_EINVAL, "%s: entity is NULL", caller);
    else if (e->kind < CG_SLUGDUNGEON_ENTITY || e->kind > CG_SLUGDUNGEON_SCARED_SLUG)
        st = cg_error(CG_EINVAL, "%s: %ld is not a kind of entity", caller, (long)e->kind);
    else if (sd_kinds[e->kind].max_health
                 ? e->max_health != sd_kinds[e->kind].max_health
                 : e->max_health < 1 || e->max_health > CG_SLUGDUNGEON_HEALTH_MAX)
        st = cg_error(CG_EINVAL, "%s: %s cannot have a maximum health of %ld", caller,
                      sd_kind_with_article(e->kind), (long)e->max_health);
    else if (e->health < 0 || e->health > e->max_health)
        st = cg_error(CG_EINVAL, "%s: health %ld is not in 0..%ld", caller, (long)e->health,
                      (long)e->max_health);
    else if (e->poison < 0 || e->poison > CG_SLUGDUNGEON_STAT_MAX)
        st = cg_error(CG_EINVAL, "%s: poison %ld is not in 0..%d", caller, (long)e->poison,
                      CG_SLUGDUNGEON_STAT_MAX);
    else if (!sd_is_weapon_or_none(e->weapon))
        st = cg_error(CG_EINVAL, "%s: the entity holds %ld, which is no weapon", caller,
                      (long)e->weapon);
    else if (e->can_move != 0 && e->can_move != 1)
        st = cg_error(CG_EINVAL, "%s: can_move is %ld, not 0 or 1", caller, (long)e->can_move);
    return st == CG_OK;
}

static bool check_slug(const cg_slugdungeon_entity *e, const char *caller)
{
    if (!sd_check_entity(e, caller))
        return false;
    if (e->kind >= CG_SLUGDUNGEON_SLUG)
        return true;
    cg_error(CG_EINVAL, "%s: %s is no slug", caller, sd_kind_with_article(e->kind));
    return false;
}

/* ---- weapons ---- */

const char *cg_slugdungeon_weapon_name(int weapon)
{
    return check_weapon(weapon, __func__) ? sd_weapons[weapon].name : "";
}

char cg_slugdungeon_weapon_symbol(int weapon)
{
    return check_weapon(weapon, __func__) ? sd_weapons[weapon].symbol : '\0';
}

cg_status cg_slugdungeon_weapon_effect(int weapon, cg_slugdungeon_effect *out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (!check_weapon(weapon, __func__))
        return CG_EINVAL;
    *out = sd_weapons[weapon].effect;
    return CG_OK;
}

int cg_slugdungeon_weapon_range(int weapon)
{
    return check_weapon(weapon, __func__) ? sd_weapons[weapon].range : -1;
}

static int copy_targets(int weapon, cg_slugdungeon_position from, cg_slugdungeon_position *out,
                        size_t cap)
{
    cg_slugdungeon_position all[8];
    int n = sd_weapon_targets(weapon, from.row, from.col, all);
    for (int i = 0; i < n && (size_t)i < cap && out; i++)
        out[i] = all[i];
    return n;
}

int cg_slugdungeon_weapon_targets(int weapon, cg_slugdungeon_position from,
                                  cg_slugdungeon_position *out, size_t cap)
{
    if (!check_weapon(weapon, __func__) || !check_position(from, __func__, "the weapon's"))
        return -1;
    return copy_targets(weapon, from, out, cap);
}

size_t cg_slugdungeon_weapon_repr(int weapon, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (!check_weapon_or_none(weapon, __func__))
        return 0;
    cg_text_puts(&out, sd_weapons[weapon].class_name);
    if (weapon != CG_SLUGDUNGEON_NO_WEAPON)
        cg_text_puts(&out, "()");
    return out.len;
}

size_t cg_slugdungeon_effect_text(const cg_slugdungeon_effect *effect, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (!effect) {
        cg_error(CG_EINVAL, "%s: effect is NULL", __func__);
        return 0;
    }
    const char *names[3] = {"damage", "healing", "poison"};
    int32_t values[3] = {effect->damage, effect->healing, effect->poison};
    int shown = 0;
    cg_text_putc(&out, '{');
    for (int i = 0; i < 3; i++) {
        if (values[i] == 0)
            continue;
        cg_text_printf(&out, "%s'%s': %ld", shown++ ? ", " : "", names[i], (long)values[i]);
    }
    cg_text_putc(&out, '}');
    return out.len;
}

/* ---- tiles ---- */

cg_status cg_slugdungeon_tile_init(cg_slugdungeon_tile *tile, const char *symbol, int is_blocking)
{
    if (!tile || !symbol)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__,
                        tile ? "symbol" : "tile");
    size_t n = strlen(symbol);
    if (n >= CG_SLUGDUNGEON_SYMBOL_CAP) {
        char shown[32];
        return cg_error(CG_EINVAL, "%s: symbol '%s' is longer than %d bytes", __func__,
                        cg_span_show(cg_span_of(symbol), shown, sizeof shown),
                        CG_SLUGDUNGEON_SYMBOL_CAP - 1);
    }
    memset(tile, 0, sizeof *tile);
    memcpy(tile->symbol, symbol, n);
    tile->blocking = is_blocking != 0;
    tile->weapon = CG_SLUGDUNGEON_NO_WEAPON;
    return CG_OK;
}

cg_status cg_slugdungeon_create_tile(const char *symbol, cg_slugdungeon_tile *out)
{
    if (!symbol || !out)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__,
                        symbol ? "out" : "symbol");
    cg_slugdungeon_tile tile = {{0}, 0, CG_SLUGDUNGEON_NO_WEAPON};
    if (strcmp(symbol, "#") == 0 || strcmp(symbol, "G") == 0) {
        tile.symbol[0] = symbol[0];
        tile.blocking = symbol[0] == '#';
    } else {
        tile.symbol[0] = ' ';
        for (int w = CG_SLUGDUNGEON_POISON_DART; w <= CG_SLUGDUNGEON_HEALING_ROCK; w++)
            if (symbol[0] == sd_weapons[w].symbol && symbol[1] == '\0')
                tile.weapon = w;
    }
    *out = tile;
    return CG_OK;
}

int cg_slugdungeon_tile_is_blocking(const cg_slugdungeon_tile *tile)
{
    return sd_check_tile(tile, __func__) ? tile->blocking : -1;
}

int cg_slugdungeon_tile_weapon(const cg_slugdungeon_tile *tile)
{
    return sd_check_tile(tile, __func__) ? tile->weapon : -1;
}

cg_status cg_slugdungeon_tile_set_weapon(cg_slugdungeon_tile *tile, int weapon)
{
    if (!sd_check_tile(tile, __func__) || !check_weapon_or_none(weapon, __func__))
        return CG_EINVAL;
    tile->weapon = weapon;
    return CG_OK;
}

cg_status cg_slugdungeon_tile_remove_weapon(cg_slugdungeon_tile *tile)
{
    if (!sd_check_tile(tile, __func__))
        return CG_EINVAL;
    tile->weapon = CG_SLUGDUNGEON_NO_WEAPON;
    return CG_OK;
}

size_t cg_slugdungeon_tile_text(const cg_slugdungeon_tile *tile, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (sd_check_tile(tile, __func__))
        cg_text_puts(&out, tile->symbol);
    return out.len;
}

size_t cg_slugdungeon_tile_repr(const cg_slugdungeon_tile *tile, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (sd_check_tile(tile, __func__))
        sd_tile_repr_write(tile->symbol, tile->blocking, &out);
    return out.len;
}

/* ---- entities ---- */

static void entity_fill(cg_slugdungeon_entity *e, int kind, int max_health)
{
    memset(e, 0, sizeof *e);
    e->kind = kind;
    e->max_health = max_health;
    e->health = max_health;
    e->weapon = sd_kinds[kind].weapon;
    e->can_move = kind >= CG_SLUGDUNGEON_SLUG; /* slugs move on the first turn */
}

cg_status cg_slugdungeon_entity_init(cg_slugdungeon_entity *entity, int kind, int max_health)
{
    if (!entity)
        return cg_error(CG_EINVAL, "%s: entity is NULL", __func__);
    if (kind != CG_SLUGDUNGEON_ENTITY && kind != CG_SLUGDUNGEON_PLAYER &&
        kind != CG_SLUGDUNGEON_SLUG)
        return cg_error(CG_EINVAL,
                        "%s: kind %d is not Entity (0), Player (1) or Slug (2); "
                        "concrete slugs are made by cg_slugdungeon_slug_init",
                        __func__, kind);
    if (max_health < 1 || max_health > CG_SLUGDUNGEON_HEALTH_MAX)
        return cg_error(CG_EINVAL, "%s: maximum health %d is not in 1..%d", __func__, max_health,
                        CG_SLUGDUNGEON_HEALTH_MAX);
    entity_fill(entity, kind, max_health);
    return CG_OK;
}

cg_status cg_slugdungeon_slug_init(cg_slugdungeon_entity *entity, int kind)
{
    if (!entity)
        return cg_error(CG_EINVAL, "%s: entity is NULL", __func__);
    if (!sd_is_concrete_slug(kind))
        return cg_error(CG_EINVAL,
                        "%s: kind %d is not NiceSlug (3), AngrySlug (4) "
                        "or ScaredSlug (5)", __func__,
                        kind);
    entity_fill(entity, kind, sd_kinds[kind].max_health);
    return CG_OK;
}

const char *cg_slugdungeon_entity_name(const cg_slugdungeon_entity *entity)
{
    return sd_check_entity(entity, __func__) ? sd_kinds[entity->kind].name : "";
}

char cg_slugdungeon_entity_symbol(const cg_slugdungeon_entity *entity)
{
    return sd_check_entity(entity, __func__) ? sd_kinds[entity->kind].symbol
                                                                   : '\0';
}

int cg_slugdungeon_entity_health(const cg_slugdungeon_entity *entity)
{
    return sd_check_entity(entity, __func__) ? entity->health : -1;
}

int cg_slugdungeon_entity_max_health(const cg_slugdungeon_entity *entity)
{
    return sd_check_entity(entity, __func__) ? entity->max_health : -1;
}

int cg_slugdungeon_entity_poison(const cg_slugdungeon_entity *entity)
{
    return sd_check_entity(entity, __func__) ? entity->poison : -1;
}

int cg_slugdungeon_entity_weapon(const cg_slugdungeon_entity *entity)
{
    return sd_check_entity(entity, __func__) ? entity->weapon : -1;
}

int cg_slugdungeon_entity_is_alive(const cg_slugdungeon_entity *entity)
{
    return sd_check_entity(entity, __func__) ? entity->health > 0 : -1;
}

size_t cg_slugdungeon_entity_repr(const cg_slugdungeon_entity *entity, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (sd_check_entity(entity, __func__))
        sd_entity_repr_write(entity->kind, entity->max_health, &out);
    return out.len;
}

cg_status cg_slugdungeon_entity_equip(cg_slugdungeon_entity *entity, int weapon)
{
    if (!sd_check_entity(entity, __func__) || !check_weapon_or_none(weapon, __func__))
        return CG_EINVAL;
    entity->weapon = weapon;
    return CG_OK;
}

int cg_slugdungeon_entity_weapon_targets(const cg_slugdungeon_entity *entity,
                                         cg_slugdungeon_position from, cg_slugdungeon_position *out,
                                         size_t cap)
{
    if (!sd_check_entity(entity, __func__) || !check_position(from, __func__, "the entity's"))
        return -1;
    return copy_targets(entity->weapon, from, out, cap);
}

cg_status cg_slugdungeon_entity_weapon_effect(const cg_slugdungeon_entity *entity,
                                              cg_slugdungeon_effect *out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (!sd_check_entity(entity, __func__))
        return CG_EINVAL;
    *out = sd_weapons[entity->weapon].effect;
    return CG_OK;
}

cg_status cg_slugdungeon_apply_effects(cg_slugdungeon_entity *entity,
                                       const cg_slugdungeon_effect *effect)
{
    if (!effect)
        return cg_error(CG_EINVAL, "%s: effect is NULL", __func__);
    if (!sd_check_entity(entity, __func__))
        return CG_EINVAL;
    int32_t values[3] = {effect->damage, effect->healing, effect->poison};
    for (int i = 0; i < 3; i++)
        if (values[i] < 0 || values[i] > CG_SLUGDUNGEON_STAT_MAX)
            return cg_error(CG_EINVAL, "%s: effect value %ld is not in 0..%d", __func__,
                            (long)values[i], CG_SLUGDUNGEON_STAT_MAX);
    sd_apply_effects(&entity->health, entity->max_health, &entity->poison, effect);
    return CG_OK;
}

cg_status cg_slugdungeon_apply_poison(cg_slugdungeon_entity *entity)
{
    if (!sd_check_entity(entity, __func__))
        return CG_EINVAL;
    sd_apply_poison(&entity->health, &entity->poison);
    return CG_OK;
}

/* ---- slugs ---- */

cg_status cg_slugdungeon_choose_move(const cg_slugdungeon_entity *slug,
                                     const cg_slugdungeon_position *candidates, size_t count,
                                     cg_slugdungeon_position current,
                                     cg_slugdungeon_position player, cg_slugdungeon_position *out)
{
    if (!out || (!candidates && count > 0))
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, out ? "candidates" : "out");
    if (!check_slug(slug, __func__))
        return CG_EINVAL;
    if (!sd_is_concrete_slug(slug->kind))
        return cg_error(CG_EINVAL, "%s: Slug subclasses must implement a choose_move method.",
                        __func__);
    if (!check_position(current, __func__, "the current") ||
        !check_position(player, __func__, "the player's"))
        return CG_EINVAL;
    for (size_t i = 0; i < count; i++)
        if (!check_position(candidates[i], __func__, "a candidate's"))
            return CG_EINVAL;
    *out = sd_choose_move(slug->kind, candidates, count, current, player);
    return CG_OK;
}

int cg_slugdungeon_slug_can_move(const cg_slugdungeon_entity *slug)
{
    return check_slug(slug, __func__) ? slug->can_move : -1;
}

cg_status cg_slugdungeon_slug_end_turn(cg_slugdungeon_entity *slug)
{
    if (!check_slug(slug, __func__))
        return CG_EINVAL;
    slug->can_move = !slug->can_move;
    return CG_OK;
}
