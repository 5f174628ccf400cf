/* Breadth-first search for a win: nodes keep only their parent and move, and a
   node's state is rebuilt by replaying its moves from the start (memory stays
   small however many positions there are). */
#include "slugdungeon_search.h"

#include <stdlib.h>
#include <string.h>

typedef struct search_node {
    uint32_t parent;
    uint8_t move;
} search_node;

static uint64_t mix(uint64_t h, int64_t v)
{
    for (int i = 0; i < 8; i++) {
        h ^= (uint64_t)(v >> (8 * i)) & 0xffu;
        h *= 0x100000001b3u;
    }
    return h;
}

static uint64_t mix_entity(uint64_t h, const cg_slugdungeon_entity *e)
{
    h = mix(h, e->kind);
    h = mix(h, e->health);
    h = mix(h, e->poison);
    h = mix(h, e->weapon);
    return mix(h, e->can_move);
}

static uint64_t mix_position(uint64_t h, cg_slugdungeon_position p)
{
    return mix(mix(h, p.row), p.col);
}

uint64_t sd_search_key(const cg_state *state)
{
    static cg_slugdungeon_tile tiles[CG_SLUGDUNGEON_MAX_SIDE * CG_SLUGDUNGEON_MAX_SIDE];
    uint64_t h = 0xcbf29ce484222325u;
    cg_slugdungeon_entity e;
    cg_slugdungeon_position p;
    cg_slugdungeon_player(state, &e);
    h = mix_entity(h, &e);
    cg_slugdungeon_player_position(state, &p);
    h = mix_position(h, p);
    cg_slugdungeon_previous_position(state, &p);
    h = mix_position(h, p);
    int slugs = cg_slugdungeon_slug_count(state);
    h = mix(h, slugs);
    for (int i = 0; i < slugs; i++) {
        cg_slugdungeon_slug(state, i, &e, &p);
        h = mix_position(mix_entity(h, &e), p);
    }
    int n = cg_slugdungeon_tiles(state, tiles, sizeof tiles / sizeof tiles[0]);
    for (int i = 0; i < n; i++)
        if (tiles[i].weapon)
            h = mix(mix(h, i), tiles[i].weapon);
    return h;
}

typedef struct key_set {
    uint64_t *slots;
    size_t mask;
} key_set;

/* Returns 1 when the key was new. */
static int key_set_add(key_set *set, uint64_t key)
{
    if (key == 0)
        key = 1;
    for (size_t i = key & set->mask;; i = (i + 1) & set->mask) {
        if (set->slots[i] == key)
            return 0;
        if (set->slots[i] == 0) {
            set->slots[i] = key;
            return 1;
        }
    }
}

/* The moves from the start to node i, into moves; returns how many. */
static size_t path_to(const search_node *nodes, uint32_t i, cg_move *moves, size_t cap)
{
    size_t n = 0;
    for (uint32_t k = i; k != 0 && n < cap; k = nodes[k].parent)
        moves[n++] = nodes[k].move;
    for (size_t a = 0, b = n; a + 1 < b; a++, b--) {
        cg_move t = moves[a];
        moves[a] = moves[b - 1];
        moves[b - 1] = t;
    }
    return n;
}

static void replay(cg_state *scratch, const cg_state *start, const cg_move *moves, size_t n)
{
    cg_state_copy(scratch, start);
    for (size_t i = 0; i < n; i++)
        cg_state_apply(scratch, moves[i]);
}

int sd_search_win(const cg_state *start, size_t max_states, sd_search_result *result)
{
    memset(result, 0, sizeof *result);
    size_t slots = 1;
    while (slots < 2 * max_states)
        slots <<= 1;
    key_set set = {calloc(slots, sizeof(uint64_t)), slots - 1};
    search_node *nodes = malloc(max_states * sizeof *nodes);
    cg_state *scratch = NULL, *child = NULL;
    if (!set.slots || !nodes || cg_state_clone(start, &scratch) != CG_OK ||
        cg_state_clone(start, &child) != CG_OK) {
        free(set.slots);
        free(nodes);
        cg_state_free(scratch);
        return 0;
    }
    size_t count = 1, head = 0;
    nodes[0] = (search_node){0, 0};
    key_set_add(&set, sd_search_key(start));
    result->found = cg_slugdungeon_has_won(start) == 1;
    cg_move path[1024];
    while (!result->found && head < count) {
        size_t depth = path_to(nodes, (uint32_t)head, path, 1023);
        replay(scratch, start, path, depth);
        cg_move legal[5];
        size_t n = cg_state_legal_moves(scratch, legal, 5);
        for (size_t k = 0; k < n && !result->found; k++) {
            cg_state_copy(child, scratch);
            cg_state_apply(child, legal[k]);
            if (cg_slugdungeon_has_won(child) == 1) {
                memcpy(result->moves, path, depth * sizeof path[0]);
                result->moves[depth] = legal[k];
                result->length = depth + 1;
                result->found = 1;
            } else if (!cg_state_is_terminal(child) && count < max_states &&
                       key_set_add(&set, sd_search_key(child))) {
                nodes[count++] = (search_node){(uint32_t)head, (uint8_t)legal[k]};
            }
        }
        head++;
    }
    result->states_seen = count;
    free(set.slots);
    free(nodes);
    cg_state_free(scratch);
    cg_state_free(child);
    return 1;
}
