/* The resampler's view of a hidden fleet (battleship_view.c), its weights
   (battleship_weights.c) and its draws (battleship_information.c): what a
   viewer knows of the ships it cannot see, the ways to cover the hits it has
   found, and the room left for the other ships. Everything here is a
   function of what the viewer knows, never of where the hidden ships are. */
#ifndef CG_BATTLESHIP_SAMPLER_H
#define CG_BATTLESHIP_SAMPLER_H

#include "battleship_internal.h"

/* Bounds of the work space (on the stack). A view that needs more is drawn
   by the plain method (bs_view.plain), which needs none of it. */
#define BS_OPTIONS_MAX 512      /* placements covering hits */
#define BS_OPTION_REFS_MAX 2048 /* (component, option) pairs */
#define BS_COMPONENTS_MAX 128   /* groups of adjacent hits */
#define BS_CLUSTER_MAX 64       /* components of one cluster */
#define BS_COVERINGS_MAX 1024   /* ways to cover the hits, every cluster */
#define BS_COVER_REFS_MAX 4096  /* their options */
#define BS_CLASSES_MAX 128      /* (cluster, ships used by length) classes */
#define BS_FREE_CODES_MAX 2048  /* listed placements of ships away from hits */
#define BS_ENUM_BUDGET 200000L  /* search nodes spent on coverings */
#define BS_STATES_MAX 128       /* usages (ships of each length coverings take) */
#define BS_WAYS_MAX 1024        /* (clusters + 1) x usages */
#define BS_DIGITS_MAX 8         /* lengths coverings use */
#define BS_USAGE_NORMS_MAX 2048 /* usages x draws away from the hits */

/* Unsigned 128-bit integers, for exact weights. */
typedef struct bs_u128 {
    uint64_t hi, lo;
} bs_u128;

/* Placements of one length as bit rows: bit x of h[y] (v[y]) is the
   horizontal (vertical) ship whose top-left cell is (x, y). */
typedef struct bs_places {
    uint32_t h[BS_SIDE], v[BS_SIDE];
    uint32_t count;
    uint16_t first; /* in bs_view.codes, when listed */
    uint8_t listed;
    uint8_t unused;
} bs_places;

/* A placement that covers hits, and the components of its cluster it
   covers (as bits). */
typedef struct bs_option {
    bs_spot spot;
    uint16_t cluster;
    uint16_t unused;
    uint64_t covers;
} bs_option;

/* A way to cover every hit of one cluster: cover_ref[first .. first + count). */
typedef struct bs_covering {
    uint16_t first;
    uint8_t count;
    uint8_t unused;
    uint16_t cls;
} bs_covering;

/* The coverings of one cluster that use the same ships, by length. */
typedef struct bs_class {
    uint8_t used[BS_SIDE + 1];
    uint8_t fits;    /* its usage is within the usages counted */
    uint16_t count;  /* coverings */
    uint16_t first;  /* their indexes in bs_view.order */
    uint16_t offset; /* its usage as a usage index */
    uint64_t weight; /* see bs_weigh_cluster */
} bs_class;

typedef struct bs_cluster {
    uint16_t first_class, classes;
    uint16_t size;  /* components */
    uint64_t total; /* the classes' weights */
} bs_cluster;

/* One draw of a ship away from the hits: the t-th ship of its length (from
   1), among `norm` (the places of that length, or a bound on how many of
   them are still free at that point: see battleship_information.c). */
typedef struct bs_step {
    uint8_t length;
    uint8_t bounded; /* 1: counts the free places and draws among `norm` */
    uint16_t t;
    uint32_t norm;
} bs_step;

typedef struct bs_view {
    const bs_config *c;
    /* What the viewer knows, as bit rows. */
    uint32_t unshot[BS_SIDE];   /* cells it has not fired at */
    uint32_t hit[BS_SIDE];      /* hits on ships still afloat */
    uint32_t cover_ok[BS_SIDE]; /* cells a ship with hits may take */
    uint32_t free_ok[BS_SIDE];  /* cells a ship without hits may take */
    int hidden[BS_SIDE + 1];    /* hidden ships afloat, by length */
    int sunk_count;
    bs_spot sunk_ships[BS_MAX_SHIPS];
    /* Where each hidden length may go: away from every hit (the free ships
       of the cluster method), or anywhere possible (the plain method). */
    bs_places places[BS_SIDE + 1];
    uint16_t codes[BS_FREE_CODES_MAX]; /* (y * 26 + x) * 2 + vertical */
    int code_count;
    /* Hits: components (adjacent hits, one ship each), the options that
       cover them, clusters (components one option covers together), and
       every way to cover each cluster. */
    int components;
    uint16_t component_cluster[BS_COMPONENTS_MAX];
    uint8_t component_bit[BS_COMPONENTS_MAX];
    int options;
    bs_option option[BS_OPTIONS_MAX];
    uint16_t refs_first[BS_COMPONENTS_MAX + 1];
    uint16_t refs[BS_OPTION_REFS_MAX]; /* the options covering each component */
    int clusters;
    bs_cluster cluster[BS_COMPONENTS_MAX];
    int coverings, cover_refs, classes;
    bs_covering covering[BS_COVERINGS_MAX];
    uint16_t cover_ref[BS_COVER_REFS_MAX];
    uint16_t order[BS_COVERINGS_MAX]; /* coverings grouped by class */
    bs_class cls[BS_CLASSES_MAX];
    /* The draws of ships away from the hits, longest first, and where those
       of each length start. */
    int steps;
    bs_step step[BS_MAX_SHIPS];
    uint16_t first_step[BS_SIDE + 1];
    int most_used[BS_SIDE + 1]; /* most ships of each length coverings take */
    /* The usage u (ships of each length the coverings take together) is
       drawn exactly when usage_exact: a mixed-radix index over the lengths
       that coverings use, ways[k * states + u] the combinations of coverings
       of clusters 0..k-1 that use u, cumulative[u] the running sum of the
       weights ways[clusters][u] * phi(u) (see bs_plan_usage). */
    bool usage_exact;
    int digits, states;
    uint8_t digit_length[BS_DIGITS_MAX];
    uint16_t radix[BS_DIGITS_MAX], stride[BS_DIGITS_MAX];
    uint8_t digit_of[BS_STATES_MAX * BS_DIGITS_MAX]; /* [u * digits + d] */
    uint64_t ways[BS_WAYS_MAX];
    bs_u128 cumulative[BS_STATES_MAX];
    uint32_t usage_norm[BS_USAGE_NORMS_MAX]; /* [u * steps + step] */
    int usable; /* cells of the footprint grid ships away from hits may use */
    /* True when the work space is too small or a weight too large: each
       hidden ship is then drawn among every placement it may take. */
    bool plain;
} bs_view;

/* How the hidden ships are drawn: the coverings' usage exactly when the
   work space holds it (else independently), or as told (for the tests,
   which check that each method is uniform). */
typedef enum bs_method {
    BS_METHOD_AUTO,
    BS_METHOD_INDEPENDENT, /* each cluster's covering on its own */
    BS_METHOD_PLAIN,       /* every hidden ship among all places it may take */
    BS_METHOD_SEARCH,      /* the fallback's search at once (not uniform) */
    BS_METHOD_CELLS        /* its cell-by-cell kind only (not uniform) */
} bs_method;

/* The refused attempts after which a draw turns to the fallback's search
   (then to more attempts between its runs, as many as the run had steps),
   and the steps of the search's shortest runs (the runs of each kind get
   BS_SEARCH_STEPS times 1, 1, 2, 1, 1, 2, 4, 1, ...: the Luby sequence). */
#define BS_REJECTIONS_MAX 65536L
#define BS_SEARCH_STEPS 4096L
/* Term i (i >= 1) of the Luby sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... */
long bs_luby(long i);
/* While the hidden fleet is being placed and nothing of it has been fired at,
   the refused attempts after which the placed ships are drawn one by one
   among their legal placements instead (not uniform; BS_METHOD_AUTO only). */
#define BS_UNSEEN_REFUSALS_MAX 4096L

/* A drawn fleet: spots of the hidden ships afloat, in any order. */
typedef struct bs_drawn {
    int n;
    bs_spot ship[BS_MAX_SHIPS];
} bs_drawn;

/* The fallback (battleship_fallback.c): the hidden ships afloat (and, while
   placing, the ships still to place) found by a randomly ordered
   depth-first search, ship by ship or cell by cell, within `budget` steps;
   false when it gives up. */
bool bs_draw_by_search(const bs_view *v, const bs_fleet *hidden, long budget, bool by_cells,
                       bs_drawn *d, cg_rng *rng);

/* The view of `viewer` on the opponent's hidden ships in s. */
void bs_view_build(bs_view *v, const bs_config *c, const bs_state *s, int viewer, bs_method method);
/* The normalizers of the draws away from the hits, valid whatever the
   coverings take (battleship_weights.c). */
void bs_plan_steps(bs_view *v);
/* The exact draw of the usage, when the work space and 128 bits hold it
   (sets usage_exact). */
void bs_plan_usage(bs_view *v);
/* A cluster's weights for drawing it independently (the fallback). */
void bs_weigh_cluster(bs_view *v, bs_cluster *k);
/* How a draw was made: by the exact sampler (uniform), by the fallback's
   search, or, while placing unseen, ship by ship among legal placements. */
typedef enum bs_drawn_by {
    BS_DRAWN_EXACTLY,
    BS_DRAWN_BY_SEARCH,
    BS_DRAWN_SHIP_BY_SHIP
} bs_drawn_by;

typedef struct bs_draw_report {
    bs_drawn_by by;
    long refused; /* the exact sampler's refused attempts */
} bs_draw_report;

/* bs_resample with a method; says how the fleet was drawn. */
bs_draw_report bs_resample_by(const bs_config *c, bs_state *s, int viewer, cg_rng *rng,
                              bs_method method);

/* ---- Footprints on bit rows ---- */

static inline uint32_t bs_spot_mask(bs_spot s, int *rows)
{
    *rows = s.vertical ? s.length + 1 : 2;
    return s.vertical ? 3u << s.x : ((1u << (s.length + 1)) - 1) << s.x;
}

static inline bool bs_rows_fit(const uint32_t *grid, bs_spot s)
{
    int rows;
    uint32_t mask = bs_spot_mask(s, &rows), hit = 0;
    for (int r = 0; r < rows; r++)
        hit |= grid[s.y + r] & mask;
    return hit == 0;
}

static inline void bs_rows_add(uint32_t *grid, bs_spot s)
{
    int rows;
    uint32_t mask = bs_spot_mask(s, &rows);
    for (int r = 0; r < rows; r++)
        grid[s.y + r] |= mask;
}

/* ---- 128-bit arithmetic ---- */

static inline bs_u128 bs_u128_of(uint64_t x)
{
    bs_u128 r = {0, x};
    return r;
}

static inline bool bs_u128_less(bs_u128 a, bs_u128 b)
{
    return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

/* a + b, or false on overflow. */
static inline bool bs_u128_add(bs_u128 a, bs_u128 b, bs_u128 *out)
{
    uint64_t lo = a.lo + b.lo, hi = a.hi + b.hi;
    if (hi < a.hi || hi + (lo < a.lo) < hi)
        return false;
    out->hi = hi + (lo < a.lo);
    out->lo = lo;
    return true;
}

/* a * b, or false on overflow. */
static inline bool bs_u128_mul(bs_u128 a, uint64_t b, bs_u128 *out)
{
    uint64_t lo_lo = (a.lo & 0xffffffffu) * (b & 0xffffffffu);
    uint64_t hi_lo = (a.lo >> 32) * (b & 0xffffffffu);
    uint64_t lo_hi = (a.lo & 0xffffffffu) * (b >> 32);
    uint64_t hi_hi = (a.lo >> 32) * (b >> 32);
    uint64_t mid = (lo_lo >> 32) + (hi_lo & 0xffffffffu) + (lo_hi & 0xffffffffu);
    bs_u128 r = {hi_hi + (hi_lo >> 32) + (lo_hi >> 32) + (mid >> 32),
                 (mid << 32) | (lo_lo & 0xffffffffu)};
    if (a.hi != 0 && b > UINT64_MAX / a.hi)
        return false;
    uint64_t top = a.hi * b;
    if (r.hi + top < r.hi)
        return false;
    r.hi += top;
    *out = r;
    return true;
}

/* The placement of a code of bs_view.codes. */
static inline bs_spot bs_spot_of_code(unsigned code, int length)
{
    bs_spot s = {(uint8_t)(code / 2 % BS_SIDE), (uint8_t)(code / 2 / BS_SIDE), (uint8_t)(code & 1),
                 (uint8_t)length};
    return s;
}

#endif
