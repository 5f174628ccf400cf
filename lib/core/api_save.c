/* The saved form's frame, around each game's own lines:
 *
 *   cardgames-state 1
 *   game <name>
 *   params <canonical parameters>
 *   moves <moves applied so far>
 *   rng <four 64-bit words of the generator, hexadecimal>
 *   ...the game's lines...
 *   end
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "handles.h"

#define SAVE_MAGIC "cardgames-state"
#define SAVE_VERSION 1u

size_t cg_state_save(const cg_state *state, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    if (cg_check_state(state, __func__) != CG_OK)
        return 0;
    const cg_game *game = state->game;
    cg_text_printf(&out, SAVE_MAGIC " %u\ngame %s\nparams %s\nmoves %" PRIu32 "\nrng", SAVE_VERSION,
                   game->impl->name, game->params, state->move_number);
    for (int i = 0; i < 4; i++)
        cg_text_printf(&out, " %016" PRIx64, state->rng.s[i]);
    cg_text_putc(&out, '\n');
    game->impl->save(game->config, state->block, &out);
    cg_text_puts(&out, "end\n");
    return out.len;
}

static cg_status load_frame(const cg_game *game, cg_reader *in, uint32_t *moves, cg_rng *rng)
{
    cg_span rest;
    char shown[128];
    cg_status st = cg_reader_expect(in, SAVE_MAGIC, &rest);
    if (st != CG_OK)
        return st;
    uint32_t version;
    if (!cg_span_to_u32(rest, UINT32_MAX, &version))
        return cg_reader_fail(in, "bad format version '%s'", cg_span_show(rest, shown, sizeof shown));
    if (version != SAVE_VERSION)
        return cg_reader_fail(in, "format version %u, this library reads version %u", version,
                              SAVE_VERSION);
    if ((st = cg_reader_expect(in, "game", &rest)) != CG_OK)
        return st;
    if (!cg_span_eq(rest, game->impl->name))
        return cg_reader_fail(in, "a state of '%s', not of '%s'",
                              cg_span_show(rest, shown, sizeof shown), game->impl->name);
    if ((st = cg_reader_expect(in, "params", &rest)) != CG_OK)
        return st;
    if (!cg_span_eq(rest, game->params))
        return cg_reader_fail(in, "saved with parameters '%s', this game has '%s'",
                              cg_span_show(rest, shown, sizeof shown), game->params);
    if ((st = cg_reader_expect(in, "moves", &rest)) != CG_OK)
        return st;
    if (!cg_span_to_u32(rest, UINT32_MAX, moves))
        return cg_reader_fail(in, "bad move count '%s'", cg_span_show(rest, shown, sizeof shown));
    if ((st = cg_reader_expect(in, "rng", &rest)) != CG_OK)
        return st;
    for (int i = 0; i < 4; i++)
        if (!cg_span_to_hex64(cg_span_word(&rest), &rng->s[i]))
            return cg_reader_fail(in, "the generator needs four hexadecimal words");
    if (rest.n > 0 || !cg_rng_is_valid(rng))
        return cg_reader_fail(in, "the generator needs four hexadecimal words, not all zero");
    return CG_OK;
}

static cg_status load_end(cg_reader *in)
{
    cg_span rest;
    cg_status st = cg_reader_expect(in, "end", &rest);
    if (st != CG_OK)
        return st;
    if (cg_span_trim(rest).n > 0)
        return cg_reader_fail(in, "text after 'end'");
    cg_span line;
    while (cg_reader_next(in, &line))
        if (cg_span_trim(line).n > 0)
            return cg_reader_fail(in, "text after 'end'");
    return CG_OK;
}

cg_status cg_state_load(const cg_game *game, const char *text, cg_state **out)
{
    if (!out)
        return cg_error(CG_EINVAL, "%s: out is NULL", __func__);
    if (!game || !text)
        return cg_error(CG_EINVAL, "%s: %s is NULL", __func__, game ? "text" : "game");
    cg_state *state = calloc(1, cg_state_alloc_size(game));
    if (!state)
        return cg_error(CG_ENOMEM, "%s: out of memory", __func__);
    state->game = game;
    cg_reader in;
    cg_reader_init(&in, text, strlen(text), "saved state");
    cg_status st = load_frame(game, &in, &state->move_number, &state->rng);
    if (st == CG_OK)
        st = game->impl->load(game->config, state->block, &in);
    if (st == CG_OK)
        st = load_end(&in);
    if (st != CG_OK) {
        free(state);
        return st;
    }
    *out = state;
    return CG_OK;
}
