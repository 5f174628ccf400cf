/* What a viewer knows of the opponent's hidden ships, for the resampler: the
   cells fired at and their answers, the sunk ships, the groups of hits that
   ships afloat must cover, every placement that may cover them, and the room
   left for the other ships. Nothing here reads where a hidden ship lies:
   only the shots, their answers and the cells of sunk ships. */
#include <string.h>

#include "battleship_sampler.h"

/* ---- Bit rows ---- */

/* Cells next to or on the cells of `rows` (diagonals included). */
static uint32_t spread(uint32_t m)
{
    return m | m << 1 | m >> 1;
}

static void neighbours(const bs_config *c, const uint32_t *rows, uint32_t *out)
{
    uint32_t board = (1u << c->width) - 1;
    for (int y = 0; y < c->height; y++) {
        uint32_t m = rows[y] | (y > 0 ? rows[y - 1] : 0) | (y + 1 < c->height ? rows[y + 1] : 0);
        out[y] = spread(m) & board;
    }
}

/* ---- The shots and their answers ---- */

/* Sunk ships as placements: each is a straight run of sunk cells, and no two
   touch, so a run found from its first cell (in reading order) is a ship. */
static void find_sunk_ships(bs_view *v, const uint32_t *sunk)
{
    const bs_config *c = v->c;
    uint32_t seen[BS_SIDE] = {0};
    v->sunk_count = 0;
    for (int y = 0; y < c->height; y++)
        for (uint32_t m = sunk[y] & ~seen[y]; m; m = sunk[y] & ~seen[y]) {
            int x = cg_ctz64(m), length = 1;
            bool vertical = y + 1 < c->height && (sunk[y + 1] >> x & 1);
            if (vertical)
                while (y + length < c->height && (sunk[y + length] >> x & 1))
                    seen[y + length++] |= 1u << x;
            else
                while (x + length < c->width && (sunk[y] >> (x + length) & 1))
                    length++;
            seen[y] |= vertical ? 1u << x : ((1u << length) - 1) << x;
            v->sunk_ships[v->sunk_count++] =
                (bs_spot){(uint8_t)x, (uint8_t)y, (uint8_t)vertical, (uint8_t)length};
            v->hidden[length]--;
        }
}

/* The hidden fleet: ships 0.. of the opponent's placed ones while placing,
   the whole fleet once firing; shots and sunk ships only while firing. */
static void read_shots(bs_view *v, const bs_state *s, int viewer)
{
    const bs_config *c = v->c;
    const bs_fleet *fleet = &s->fleet[1 - viewer];
    uint32_t board = (1u << c->width) - 1, sunk[BS_SIDE] = {0}, near_sunk[BS_SIDE];
    uint32_t near_hit[BS_SIDE];
    memset(v->hidden, 0, sizeof v->hidden);
    for (int i = 0; i < fleet->placed; i++) {
        v->hidden[c->lengths[i]]++;
        if (fleet->ships[i].intact == 0) { /* a sunk ship: its cells are known */
            const bs_ship *b = &fleet->ships[i];
            for (int k = 0; k < c->lengths[i]; k++)
                sunk[b->y + bs_dy[b->dir] * k] |= 1u << (b->x + bs_dx[b->dir] * k);
        }
    }
    for (int y = 0; y < c->height; y++) {
        uint32_t shot = bs_row_of(fleet->shot_at, y);
        v->unshot[y] = board & ~shot;
        v->hit[y] = shot & bs_row_of(fleet->ship_cells, y) & ~sunk[y];
    }
    find_sunk_ships(v, sunk);
    neighbours(c, sunk, near_sunk);
    neighbours(c, v->hit, near_hit);
    for (int y = 0; y < c->height; y++) {
        v->cover_ok[y] = (v->unshot[y] | v->hit[y]) & ~near_sunk[y];
        v->free_ok[y] = v->unshot[y] & ~near_sunk[y] & ~near_hit[y];
    }
}

/* ---- Placements ---- */

/* Columns x where cells x..x+L-1 of `row` are all set. */
static uint32_t runs(uint32_t row, int length)
{
    uint32_t m = row;
    for (int k = 1; k < length; k++)
        m &= row >> k;
    return m;
}

/* Where a ship of `length` may lie with every cell in `ok`. */
static void places_on(const bs_config *c, const uint32_t *ok, int length, bs_places *p)
{
    p->count = 0;
    for (int y = 0; y < c->height; y++) {
        p->h[y] = runs(ok[y], length); /* ok has no cell off the board */
        uint32_t m = 0;
        if (length > 1 && y + length <= c->height) {
            m = ok[y];
            for (int k = 1; k < length; k++)
                m &= ok[y + k];
        }
        p->v[y] = m;
        p->count += (uint32_t)(cg_popcount64(p->h[y]) + cg_popcount64(p->v[y]));
    }
}

/* Lists the placements as codes when the list has room. */
static void list_places(bs_view *v, bs_places *p)
{
    p->listed = v->code_count + (int)p->count <= BS_FREE_CODES_MAX;
    if (!p->listed)
        return;
    p->first = (uint16_t)v->code_count;
    for (int y = 0; y < v->c->height; y++)
        for (int o = 0; o < 2; o++)
            for (uint32_t m = o ? p->v[y] : p->h[y]; m; m &= m - 1)
                v->codes[v->code_count++] = (uint16_t)((y * BS_SIDE + cg_ctz64(m)) * 2 + o);
}

/* ---- Hits: components, covering options, clusters ---- */

/* Groups of hits that touch (diagonals included): each lies in one ship. */
static void find_components(bs_view *v, uint8_t *component_of)
{
    const bs_config *c = v->c;
    int stack[BS_CELLS];
    v->components = 0;
    for (int y = 0; y < c->height; y++)
        for (uint32_t m = v->hit[y]; m; m &= m - 1) {
            int start = y * BS_SIDE + cg_ctz64(m);
            if (component_of[start] != 0xff)
                continue;
            if (v->components == BS_COMPONENTS_MAX) {
                v->plain = true;
                return;
            }
            int top = 0, id = v->components++;
            component_of[start] = (uint8_t)id;
            stack[top++] = start;
            while (top) {
                int cell = stack[--top], cx = cell % BS_SIDE, cy = cell / BS_SIDE;
                for (int ny = cy - 1; ny <= cy + 1; ny++)
                    for (int nx = cx - 1; nx <= cx + 1; nx++)
                        if (ny >= 0 && nx >= 0 && ny < c->height && nx < c->width &&
                            (v->hit[ny] >> nx & 1) && component_of[ny * BS_SIDE + nx] == 0xff) {
                            component_of[ny * BS_SIDE + nx] = (uint8_t)id;
                            stack[top++] = ny * BS_SIDE + nx;
                        }
            }
        }
}

/* Bit rows of the cells of a placement (rows y0..y0+n-1). */
static void spot_cells(bs_spot s, uint32_t *cells, int *n)
{
    *n = s.vertical ? s.length : 1;
    for (int r = 0; r < *n; r++)
        cells[r] = s.vertical ? 1u << s.x : ((1u << s.length) - 1) << s.x;
}

/* A ship with hits: on cells it may take, with a cell not fired at (or it
   would be sunk), and no hit beside it that is not its own (that hit's ship
   would touch it). */
static bool option_ok(const bs_view *v, bs_spot s)
{
    const bs_config *c = v->c;
    uint32_t cells[BS_SIDE];
    int n;
    spot_cells(s, cells, &n);
    uint32_t unshot = 0;
    for (int r = 0; r < n; r++) {
        if ((v->cover_ok[s.y + r] & cells[r]) != cells[r])
            return false;
        unshot |= v->unshot[s.y + r] & cells[r];
    }
    if (!unshot)
        return false;
    for (int y = s.y - 1; y <= s.y + n; y++) {
        if (y < 0 || y >= c->height)
            continue;
        uint32_t own = y >= s.y && y < s.y + n ? cells[y - s.y] : 0;
        uint32_t near = spread(cells[y < s.y ? 0 : y >= s.y + n ? n - 1 : y - s.y]);
        if (v->hit[y] & near & ~own)
            return false;
    }
    return true;
}

/* The placement of `length` through hit (hx, hy) at offset t, or false when
   it leaves the board or has a hit before (hx, hy) (it is then made from
   its first hit). */
static bool option_through(const bs_view *v, int hx, int hy, int length, int vertical, int t,
                           bs_spot *s)
{
    const bs_config *c = v->c;
    int x = vertical ? hx : hx - t, y = vertical ? hy - t : hy;
    if (x < 0 || y < 0 || (vertical ? y + length > c->height : x + length > c->width))
        return false;
    if (vertical) {
        for (int k = y; k < hy; k++)
            if (v->hit[k] >> hx & 1)
                return false;
    } else if (v->hit[hy] & ((1u << hx) - 1) & ~((1u << x) - 1)) {
        return false;
    }
    *s = (bs_spot){(uint8_t)x, (uint8_t)y, (uint8_t)vertical, (uint8_t)length};
    return option_ok(v, *s);
}

/* Components a placement covers, in `out` (returns how many). */
static int covered(const bs_view *v, bs_spot s, const uint8_t *component_of, uint8_t *out)
{
    int n = 0;
    for (int k = 0; k < s.length; k++) {
        int x = s.x + (s.vertical ? 0 : k), y = s.y + (s.vertical ? k : 0);
        if (!(v->hit[y] >> x & 1))
            continue;
        int id = component_of[y * BS_SIDE + x];
        if (n == 0 || out[n - 1] != id)
            out[n++] = (uint8_t)id;
    }
    return n;
}

typedef struct option_work {
    uint8_t comps[BS_OPTIONS_MAX][BS_SIDE / 2 + 1];
    uint8_t ncomps[BS_OPTIONS_MAX];
} option_work;

static void add_option(bs_view *v, bs_spot s, const uint8_t *component_of, option_work *w)
{
    if (v->options == BS_OPTIONS_MAX) {
        v->plain = true;
        return;
    }
    int i = v->options++;
    v->option[i].spot = s;
    w->ncomps[i] = (uint8_t)covered(v, s, component_of, w->comps[i]);
}

static void find_options(bs_view *v, const uint8_t *component_of, option_work *w)
{
    const bs_config *c = v->c;
    v->options = 0;
    for (int hy = 0; hy < c->height; hy++)
        for (uint32_t m = v->hit[hy]; m; m &= m - 1)
            for (int d = 0; d < c->distinct_count; d++) {
                int L = c->distinct[d], hx = cg_ctz64(m);
                if (v->hidden[L] <= 0)
                    continue;
                for (int vertical = 0; vertical < (L > 1 ? 2 : 1); vertical++)
                    for (int t = 0; t < L; t++) {
                        bs_spot s;
                        if (option_through(v, hx, hy, L, vertical, t, &s))
                            add_option(v, s, component_of, w);
                    }
            }
}

/* ---- Clusters: components whose options may touch ---- */

static int find_root(uint16_t *parent, int i)
{
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

static void join(uint16_t *parent, int a, int b)
{
    a = find_root(parent, a);
    b = find_root(parent, b);
    if (a != b)
        parent[a > b ? a : b] = (uint16_t)(a < b ? a : b);
}

/* Components are joined when one option covers both: the coverings of
   different clusters are then drawn independently, and the draw refuses
   ships of two clusters that touch. */
static void find_clusters(bs_view *v, const option_work *w)
{
    uint16_t parent[BS_COMPONENTS_MAX];
    for (int i = 0; i < v->components; i++)
        parent[i] = (uint16_t)i;
    for (int o = 0; o < v->options; o++)
        for (int k = 1; k < w->ncomps[o]; k++)
            join(parent, w->comps[o][0], w->comps[o][k]);
    v->clusters = 0;
    for (int i = 0; i < v->components; i++) {
        int root = find_root(parent, i);
        if (root == i) {
            v->cluster[v->clusters] = (bs_cluster){0, 0, 0, 0};
            v->component_cluster[i] = (uint16_t)v->clusters++;
        } else {
            v->component_cluster[i] = v->component_cluster[root];
        }
        bs_cluster *k = &v->cluster[v->component_cluster[i]];
        if (k->size == BS_CLUSTER_MAX) {
            v->plain = true;
            return;
        }
        v->component_bit[i] = (uint8_t)k->size++;
    }
}

/* Each option's cluster and the components it covers as bits; the options
   of each component, in order. */
static void link_options(bs_view *v, const option_work *w)
{
    uint16_t count[BS_COMPONENTS_MAX + 1] = {0};
    int refs = 0;
    for (int o = 0; o < v->options; o++) {
        v->option[o].cluster = v->component_cluster[w->comps[o][0]];
        v->option[o].covers = 0;
        for (int k = 0; k < w->ncomps[o]; k++) {
            v->option[o].covers |= (uint64_t)1 << v->component_bit[w->comps[o][k]];
            count[w->comps[o][k]]++;
            refs++;
        }
    }
    if (refs > BS_OPTION_REFS_MAX) {
        v->plain = true;
        return;
    }
    v->refs_first[0] = 0;
    for (int i = 0; i < v->components; i++)
        v->refs_first[i + 1] = (uint16_t)(v->refs_first[i] + count[i]);
    memset(count, 0, sizeof count);
    for (int o = 0; o < v->options; o++)
        for (int k = 0; k < w->ncomps[o]; k++) {
            int id = w->comps[o][k];
            v->refs[v->refs_first[id] + count[id]++] = (uint16_t)o;
        }
}

/* ---- Coverings of a cluster ---- */

typedef struct cover_search {
    bs_view *v;
    int cluster;
    uint16_t members[BS_CLUSTER_MAX]; /* the cluster's components by bit */
    uint64_t all;
    uint32_t grid[BS_SIDE + 1]; /* footprints of the options chosen */
    uint8_t used[BS_SIDE + 1];
    uint16_t chosen[BS_CLUSTER_MAX];
    int depth;
    long budget;
    uint16_t first_class;
} cover_search;

static int class_of(cover_search *k)
{
    bs_view *v = k->v;
    for (int i = k->first_class; i < v->classes; i++)
        if (memcmp(v->cls[i].used, k->used, sizeof k->used) == 0)
            return i;
    if (v->classes == BS_CLASSES_MAX) {
        v->plain = true;
        return -1;
    }
    bs_class *cls = &v->cls[v->classes];
    memcpy(cls->used, k->used, sizeof k->used);
    cls->count = 0;
    return v->classes++;
}

static void record_covering(cover_search *k)
{
    bs_view *v = k->v;
    if (v->coverings == BS_COVERINGS_MAX || v->cover_refs + k->depth > BS_COVER_REFS_MAX) {
        v->plain = true;
        return;
    }
    int cls = class_of(k);
    if (cls < 0)
        return;
    v->cls[cls].count++;
    v->covering[v->coverings++] =
        (bs_covering){(uint16_t)v->cover_refs, (uint8_t)k->depth, 0, (uint16_t)cls};
    memcpy(v->cover_ref + v->cover_refs, k->chosen, sizeof(uint16_t) * (size_t)k->depth);
    v->cover_refs += k->depth;
}

/* Covers the cluster's components from the first uncovered one: each option
   covering it that covers nothing covered yet and touches no option chosen. */
static void cover_from(cover_search *k, uint64_t done)
{
    bs_view *v = k->v;
    if (v->plain)
        return;
    if (--k->budget < 0) {
        v->plain = true;
        return;
    }
    if (done == k->all) {
        record_covering(k);
        return;
    }
    int id = k->members[cg_ctz64(~done & k->all)];
    for (int r = v->refs_first[id]; r < v->refs_first[id + 1]; r++) {
        const bs_option *o = &v->option[v->refs[r]];
        int L = o->spot.length;
        if ((o->covers & done) || k->used[L] >= v->hidden[L] || !bs_rows_fit(k->grid, o->spot))
            continue;
        uint32_t saved[BS_SIDE + 1];
        memcpy(saved, k->grid, sizeof saved);
        bs_rows_add(k->grid, o->spot);
        k->used[L]++;
        k->chosen[k->depth++] = v->refs[r];
        cover_from(k, done | o->covers);
        k->depth--;
        k->used[L]--;
        memcpy(k->grid, saved, sizeof saved);
    }
}

/* Every covering of each cluster, grouped by class; the most ships of each
   length the coverings take together. */
static void find_coverings(bs_view *v)
{
    long budget = BS_ENUM_BUDGET;
    memset(v->most_used, 0, sizeof v->most_used);
    for (int i = 0; i < v->clusters && !v->plain; i++) {
        cover_search k;
        memset(&k, 0, sizeof k);
        k.v = v;
        k.cluster = i;
        k.budget = budget;
        k.first_class = (uint16_t)v->classes;
        for (int id = 0; id < v->components; id++)
            if (v->component_cluster[id] == i)
                k.members[v->component_bit[id]] = (uint16_t)id;
        int size = v->cluster[i].size;
        k.all = size == 64 ? ~(uint64_t)0 : ((uint64_t)1 << size) - 1;
        int first_covering = v->coverings;
        cover_from(&k, 0);
        budget = k.budget;
        bs_cluster *cl = &v->cluster[i];
        cl->first_class = k.first_class;
        cl->classes = (uint16_t)(v->classes - k.first_class);
        uint16_t at = (uint16_t)first_covering;
        int most[BS_SIDE + 1] = {0};
        for (int c2 = cl->first_class; c2 < cl->first_class + cl->classes; c2++) {
            v->cls[c2].first = at;
            for (int j = first_covering; j < v->coverings; j++)
                if (v->covering[j].cls == c2)
                    v->order[at++] = (uint16_t)j;
            for (int L = 1; L <= BS_SIDE; L++)
                most[L] = v->cls[c2].used[L] > most[L] ? v->cls[c2].used[L] : most[L];
        }
        for (int L = 1; L <= BS_SIDE; L++)
            v->most_used[L] += most[L];
    }
    for (int L = 1; L <= BS_SIDE; L++)
        if (v->most_used[L] > v->hidden[L])
            v->most_used[L] = v->hidden[L] > 0 ? v->hidden[L] : 0;
}

/* ---- The view ---- */

static void find_places(bs_view *v)
{
    const bs_config *c = v->c;
    v->code_count = 0;
    for (int d = 0; d < c->distinct_count; d++) {
        int L = c->distinct[d];
        if (v->hidden[L] <= 0)
            continue;
        places_on(c, v->free_ok, L, &v->places[L]);
        list_places(v, &v->places[L]);
    }
}

/* The plain method's places: every placement a hidden ship may take, with
   hits or without. */
static void find_plain_places(bs_view *v)
{
    const bs_config *c = v->c;
    v->code_count = 0;
    for (int d = 0; d < c->distinct_count; d++) {
        int L = c->distinct[d];
        if (v->hidden[L] <= 0)
            continue;
        bs_places *p = &v->places[L];
        places_on(c, v->cover_ok, L, p);
        p->count = 0;
        for (int y = 0; y < c->height; y++)
            for (int o = 0; o < 2; o++) {
                uint32_t *m = o ? &p->v[y] : &p->h[y];
                for (uint32_t bits = *m; bits; bits &= bits - 1) {
                    bs_spot s = {(uint8_t)cg_ctz64(bits), (uint8_t)y, (uint8_t)o, (uint8_t)L};
                    uint32_t cells[BS_SIDE];
                    int n, hits = 0;
                    spot_cells(s, cells, &n);
                    for (int r = 0; r < n; r++)
                        hits |= (v->hit[y + r] & cells[r]) != 0;
                    bool free = true;
                    for (int r = 0; r < n; r++)
                        free = free && (v->free_ok[y + r] & cells[r]) == cells[r];
                    if (!(hits ? option_ok(v, s) : free))
                        *m &= ~(1u << s.x);
                }
                p->count += (uint32_t)cg_popcount64(o ? p->v[y] : p->h[y]);
            }
        list_places(v, p);
    }
}

/* The plain method's view. */
static void go_plain(bs_view *v)
{
    v->plain = true;
    v->usage_exact = false;
    find_plain_places(v);
    bs_plan_steps(v);
}

void bs_view_build(bs_view *v, const bs_config *c, const bs_state *s, int viewer, bs_method method)
{
    v->c = c;
    v->plain = false;
    v->components = v->options = v->clusters = 0;
    v->coverings = v->cover_refs = v->classes = 0;
    v->usage_exact = false;
    memset(v->most_used, 0, sizeof v->most_used);
    read_shots(v, s, viewer);
    find_places(v);
    bool any_hit = false;
    for (int y = 0; y < c->height; y++)
        any_hit = any_hit || v->hit[y];
    if (any_hit) {
        uint8_t component_of[BS_CELLS];
        option_work w;
        memset(component_of, 0xff, sizeof component_of);
        find_components(v, component_of);
        if (!v->plain)
            find_options(v, component_of, &w);
        if (!v->plain)
            find_clusters(v, &w);
        if (!v->plain)
            link_options(v, &w);
        if (!v->plain)
            find_coverings(v);
    }
    if (v->plain || method == BS_METHOD_PLAIN) {
        go_plain(v);
        return;
    }
    bs_plan_steps(v);
    if (method != BS_METHOD_INDEPENDENT)
        bs_plan_usage(v);
    for (int i = 0; i < v->clusters && !v->plain && !v->usage_exact; i++)
        bs_weigh_cluster(v, &v->cluster[i]);
    if (v->plain)
        go_plain(v);
}
