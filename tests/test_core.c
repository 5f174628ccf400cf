/* The core's internals: the generator, the text writer, spans and the line reader. */
#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check_quiet.h"
#include "check_run.h"
#include "core/game.h"

/* Reference values computed independently from the published xoshiro256**
   and splitmix64 algorithms. */
START_TEST(test_rng_matches_the_reference_algorithm)
{
    cg_rng r;
    cg_rng_seed(&r, 0);
    ck_assert(r.s[0] == 0xe220a8397b1dcdafu && r.s[1] == 0x6e789e6aa1b965f4u);
    ck_assert(r.s[2] == 0x06c45d188009454fu && r.s[3] == 0xf88bb8a8724c81ecu);
    ck_assert(cg_rng_next(&r) == 0x99ec5f36cb75f2b4u);
    ck_assert(cg_rng_next(&r) == 0xbf6e1f784956452au);
    ck_assert(cg_rng_next(&r) == 0x1a5f849d4933e6e0u);
    cg_rng_seed(&r, 12345);
    ck_assert(cg_rng_next(&r) == 0xbe6a36374160d49bu);
    ck_assert(cg_rng_next(&r) == 0x214aaa0637a688c6u);
}
END_TEST

START_TEST(test_rng_below_stays_in_range_and_covers_it)
{
    cg_rng r;
    cg_rng_seed(&r, 7);
    const uint32_t bounds[] = {1, 2, 3, 7, 52, 1000, 0x80000001u, 0xffffffffu};
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++)
        for (int i = 0; i < 10000; i++)
            ck_assert_uint_lt(cg_rng_below(&r, bounds[b]), bounds[b]);
    int counts[7] = {0};
    for (int i = 0; i < 70000; i++)
        counts[cg_rng_below(&r, 7)]++;
    for (int k = 0; k < 7; k++) /* 10000 expected; 6 standard deviations is ~570 */
        ck_assert_int_lt(abs(counts[k] - 10000), 600);
}
END_TEST

START_TEST(test_shuffle_is_a_permutation_and_varies)
{
    cg_rng r;
    cg_rng_seed(&r, 3);
    uint8_t first[52];
    int different = 0;
    for (int round = 0; round < 20; round++) {
        uint8_t items[52];
        for (int i = 0; i < 52; i++)
            items[i] = (uint8_t)i;
        cg_rng_shuffle_bytes(&r, items, 52);
        uint64_t seen = 0;
        for (int i = 0; i < 52; i++)
            seen |= (uint64_t)1 << items[i];
        ck_assert(seen == ((uint64_t)1 << 52) - 1);
        if (round == 0)
            memcpy(first, items, 52);
        else
            different += memcmp(first, items, 52) != 0;
    }
    ck_assert_int_eq(different, 19);
    uint8_t one = 9;
    cg_rng_shuffle_bytes(&r, &one, 1);
    cg_rng_shuffle_bytes(&r, NULL, 0);
    ck_assert_int_eq(one, 9);
}
END_TEST

START_TEST(test_text_writer_counts_past_the_buffer)
{
    char buf[8];
    cg_text t = cg_text_over(buf, sizeof buf);
    cg_text_puts(&t, "abc");
    cg_text_printf(&t, "%d-%s", 42, "xyz");
    cg_text_putc(&t, '!');
    ck_assert_uint_eq(t.len, 10);
    ck_assert_str_eq(buf, "abc42-x");
    cg_text none = cg_text_over(NULL, 0);
    cg_text_repeat(&none, '-', 60);
    ck_assert_uint_eq(none.len, 60);
    cg_text_clear(&t);
    ck_assert_str_eq(buf, "");
    ck_assert_uint_eq(t.len, 0);
}
END_TEST

START_TEST(test_text_printf_longer_than_its_scratch)
{
    char big[600], out[700];
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    cg_text t = cg_text_over(out, sizeof out);
    cg_text_printf(&t, "<%s>", big);
    ck_assert_uint_eq(t.len, 601);
    ck_assert_uint_eq(strlen(out), 601);
    char small[10];
    cg_text u = cg_text_over(small, sizeof small);
    cg_text_printf(&u, "<%s>", big);
    ck_assert_uint_eq(u.len, 601);
    ck_assert_str_eq(small, "<xxxxxxxx");
}
END_TEST

START_TEST(test_text_put_uint_writes_what_printf_writes)
{
    const unsigned long long values[] = {0, 7, 10, 255, 4294967295u, 18446744073709551615u};
    for (size_t i = 0; i < sizeof values / sizeof *values; i++) {
        char expected[32], buf[32];
        snprintf(expected, sizeof expected, "%llu", values[i]);
        cg_text t = cg_text_over(buf, sizeof buf);
        cg_text_put_uint(&t, values[i]);
        ck_assert_str_eq(buf, expected);
        ck_assert_uint_eq(t.len, strlen(expected));
    }
    char small[4];
    cg_text u = cg_text_over(small, sizeof small);
    cg_text_put_uint(&u, 123456);
    ck_assert_uint_eq(u.len, 6);
    ck_assert_str_eq(small, "123");
}
END_TEST

START_TEST(test_reader_splits_lf_and_crlf_lines)
{
    const char *text = "one\r\ntwo\n\nthree";
    cg_reader r;
    cg_reader_init(&r, text, strlen(text), "test");
    cg_span line;
    const char *expected[] = {"one", "two", "", "three"};
    for (int i = 0; i < 4; i++) {
        ck_assert(cg_reader_next(&r, &line));
        ck_assert(cg_span_eq(line, expected[i]));
        ck_assert_uint_eq(r.line, (unsigned)i + 1);
    }
    ck_assert(!cg_reader_next(&r, &line));
    ck_assert_int_eq(cg_reader_fail(&r, "bad %s", "thing"), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "test, line 4: bad thing");
}
END_TEST

START_TEST(test_reader_expect_names_the_key)
{
    const char *text = "alpha 1 2\nbeta\n";
    cg_reader r;
    cg_reader_init(&r, text, strlen(text), "saved state");
    cg_span rest;
    ck_assert_int_eq(cg_reader_expect(&r, "alpha", &rest), CG_OK);
    ck_assert(cg_span_eq(rest, "1 2"));
    ck_assert_int_eq(cg_reader_expect(&r, "gamma", &rest), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "saved state, line 2: expected 'gamma', found 'beta'");
    ck_assert_int_eq(cg_reader_expect(&r, "delta", &rest), CG_EPARSE);
    ck_assert_str_eq(cg_last_error(), "saved state, line 3: ends early: expected 'delta'");
}
END_TEST

START_TEST(test_spans)
{
    cg_span s = cg_span_of("  a  bc ");
    ck_assert(cg_span_eq(cg_span_trim(s), "a  bc"));
    ck_assert(cg_span_eq(cg_span_word(&s), "a"));
    ck_assert(cg_span_eq(cg_span_word(&s), "bc"));
    ck_assert_uint_eq(cg_span_word(&s).n, 0);
    cg_span list = cg_span_of("x;y;;z");
    ck_assert(cg_span_eq(cg_span_split(&list, ';'), "x"));
    ck_assert(cg_span_eq(cg_span_split(&list, ';'), "y"));
    ck_assert(cg_span_eq(cg_span_split(&list, ';'), ""));
    ck_assert(cg_span_eq(cg_span_split(&list, ';'), "z"));
    ck_assert_uint_eq(list.n, 0);
    uint32_t v;
    ck_assert(cg_span_to_u32(cg_span_of("0"), 10, &v) && v == 0);
    ck_assert(cg_span_to_u32(cg_span_of("4294967295"), UINT32_MAX, &v) && v == UINT32_MAX);
    ck_assert(!cg_span_to_u32(cg_span_of("4294967296"), UINT32_MAX, &v));
    ck_assert(!cg_span_to_u32(cg_span_of("07"), 10, &v));
    ck_assert(!cg_span_to_u32(cg_span_of("11"), 10, &v));
    ck_assert(!cg_span_to_u32(cg_span_of("+1"), 10, &v));
    ck_assert(!cg_span_to_u32(cg_span_of(""), 10, &v));
    uint64_t h;
    ck_assert(cg_span_to_hex64(cg_span_of("00000000000000ff"), &h) && h == 255);
    ck_assert(!cg_span_to_hex64(cg_span_of("00000000000000FF"), &h));
    ck_assert(!cg_span_to_hex64(cg_span_of("ff"), &h));
    char shown[8];
    ck_assert_str_eq(cg_span_show(cg_span_of("a\tb\x01longer"), shown, sizeof shown), "a?b?lon");
}
END_TEST

START_TEST(test_params_integers)
{
    long n = 0;
    cg_span key = cg_span_of("k");
    ck_assert_int_eq(cg_param_int("g", key, cg_span_of("-5"), -10, 10, &n), CG_OK);
    ck_assert_int_eq(n, -5);
    ck_assert_int_eq(cg_param_int("g", key, cg_span_of("007"), 0, 10, &n), CG_OK);
    ck_assert_int_eq(n, 7);
    ck_assert_int_eq(cg_param_int("g", key, cg_span_of("11"), 0, 10, &n), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "g: parameter 'k' must be from 0 to 10, not 11");
    ck_assert_int_eq(cg_param_int("g", key, cg_span_of("1e3"), 0, 10, &n), CG_EINVAL);
    ck_assert_int_eq(n, 7);
    char out[4];
    ck_assert_int_eq(cg_param_string("g", key, cg_span_of("abcd"), out, sizeof out), CG_EINVAL);
    ck_assert_int_eq(cg_param_string("g", key, cg_span_of("abc"), out, sizeof out), CG_OK);
    ck_assert_str_eq(out, "abc");
}
END_TEST

/* What cg_params_parse hands a custom parameter, collected as "key=[value]"
   lines. */
static cg_status collect(void *target, const char *owner, cg_span key, cg_span value)
{
    (void)owner;
    cg_text *out = target;
    cg_text_printf(out, "%.*s=[%.*s]\n", (int)key.n, key.p, (int)value.n, value.p);
    return CG_OK;
}

static const char *parsed(const char *text, char *buf, size_t cap)
{
    static const cg_param keys[] = {
        {.key = "a", .type = CG_PARAM_CUSTOM, .parse = collect},
        {.key = "b", .type = CG_PARAM_CUSTOM, .parse = collect},
        {.key = "deck", .type = CG_PARAM_CUSTOM, .parse = collect},
    };
    cg_text out = cg_text_over(buf, cap);
    if (cg_params_parse("g", keys, CG_COUNT(keys), text, &out) != CG_OK)
        return cg_last_error();
    return buf;
}

/* A block with a field of every kind, and its table. */
typedef struct params_block {
    int small;
    long big;
    uint32_t counter;
    double x;
    char name[8];
    int mode;
} params_block;

static const cg_param block_params[] = {
    {.key = "small", .type = CG_PARAM_INT, CG_PARAM_FIELD(params_block, small), .min = -3,
     .max = 3, .fallback = "-2", .doc = "an int"},
    {.key = "big", .type = CG_PARAM_INT, CG_PARAM_FIELD(params_block, big), .min = 0,
     .max = 2000000000, .fallback = "1999999999", .doc = "a long"},
    {.key = "counter", .type = CG_PARAM_INT, CG_PARAM_FIELD(params_block, counter), .min = 0,
     .max = 1000000000, .doc = "a uint32_t without a default"},
    {.key = "fixed", .type = CG_PARAM_INT, .min = 5, .max = 5, .fallback = "5",
     .doc = "a value only checked"},
    {.key = "x", .type = CG_PARAM_NUMBER, CG_PARAM_FIELD(params_block, x), .min = 0, .max = 2,
     .fallback = "0.5", .doc = "a number"},
    {.key = "name", .type = CG_PARAM_TEXT, CG_PARAM_FIELD(params_block, name), .fallback = "",
     .doc = "text"},
    {.key = "mode", .type = CG_PARAM_CHOICE, CG_PARAM_FIELD(params_block, mode),
     .choices = "low|mid|high", .fallback = "mid", .doc = "a choice"},
};

static const char *block_text(const params_block *b, char *buf, size_t cap)
{
    cg_text out = cg_text_over(buf, cap);
    cg_params_write(block_params, CG_COUNT(block_params), b, &out);
    return buf;
}

START_TEST(test_params_tables_read_and_write_every_kind)
{
    params_block b = {0};
    char buf[256];
    ck_assert_int_eq(cg_params_read("g", block_params, CG_COUNT(block_params), NULL, &b), CG_OK);
    ck_assert_int_eq(b.small, -2);
    ck_assert_int_eq(b.big, 1999999999);
    ck_assert_int_eq(b.mode, 1);
    ck_assert_str_eq(block_text(&b, buf, sizeof buf),
                     "small=-2;big=1999999999;counter=0;fixed=5;x=0.5;name=;mode=mid");
    ck_assert_int_eq(cg_params_read("g", block_params, CG_COUNT(block_params),
                                    "mode=high;counter=1000000000;x=2;name=a;b;small=3",
                                    &b),
                     CG_EPARSE);
    ck_assert_int_eq(cg_params_read("g", block_params, CG_COUNT(block_params),
                                    "mode=high;counter=1000000000;x=2;name=\"a;b\";small=3",
                                    &b),
                     CG_OK);
    ck_assert_uint_eq(b.counter, 1000000000u);
    ck_assert_str_eq(block_text(&b, buf, sizeof buf),
                     "small=3;big=1999999999;counter=1000000000;fixed=5;x=2;name=\"a;b\";"
                     "mode=high");
}
END_TEST

START_TEST(test_params_tables_refuse_what_they_do_not_allow)
{
    static const struct {
        const char *text, *message;
    } cases[] = {
        {"small=4", "g: parameter 'small' must be from -3 to 3, not 4"},
        {"fixed=4", "g: parameter 'fixed' must be from 5 to 5, not 4"},
        {"x=2.5", "g: parameter 'x' wants a number from 0 to 2, not '2.5'"},
        {"name=12345678", "g: parameter 'name' is longer than 7 characters"},
        {"mode=top", "g: parameter 'mode' must be 'low', 'mid' or 'high', not 'top'"},
        {"mode=", "g: parameter 'mode' must be 'low', 'mid' or 'high', not ''"},
        {"colour=red", "g: unknown parameter 'colour' (known: small, big, counter, fixed, x, "
                       "name, mode)"},
        {"small=1;small=1", "g: parameter 'small' is given twice"},
    };
    for (size_t i = 0; i < CG_COUNT(cases); i++) {
        params_block b = {0};
        ck_assert_int_ne(
            cg_params_read("g", block_params, CG_COUNT(block_params), cases[i].text, &b), CG_OK);
        ck_assert_str_eq(cg_last_error(), cases[i].message);
    }
    ck_assert_int_eq(cg_params_parse("g", NULL, 0, "a=1", NULL), CG_EINVAL);
    ck_assert_str_eq(cg_last_error(), "g: unknown parameter 'a' (known: none)");
}
END_TEST

START_TEST(test_params_values_may_be_quoted)
{
    char buf[512];
    ck_assert_str_eq(parsed(" a = 1 ;b=two words ;", buf, sizeof buf), "a=[1]\nb=[two words]\n");
    ck_assert_str_eq(parsed("deck=\"my decks/a;b.txt\";a=2", buf, sizeof buf),
                     "deck=[my decks/a;b.txt]\na=[2]\n");
    ck_assert_str_eq(parsed("deck = \" spaced \" ; a=1", buf, sizeof buf),
                     "deck=[ spaced ]\na=[1]\n");
    ck_assert_str_eq(parsed("deck=\"say \\\"hi\\\" \\\\ back\"", buf, sizeof buf),
                     "deck=[say \"hi\" \\ back]\n");
    ck_assert_str_eq(parsed("deck=\"\"", buf, sizeof buf), "deck=[]\n");
    /* A quote inside an unquoted value is a character like any other. */
    ck_assert_str_eq(parsed("deck=it\"s;a=1", buf, sizeof buf), "deck=[it\"s]\na=[1]\n");
    ck_assert_str_eq(parsed("deck=\"open;a=1", buf, sizeof buf),
                     "g: parameter 'deck': the quoted value has no closing '\"'");
    ck_assert_str_eq(parsed("deck=\"x\" y;a=1", buf, sizeof buf),
                     "g: parameter 'deck': text after the closing '\"'");
}
END_TEST

/* Every value a writer quotes reads back as itself. */
START_TEST(test_params_quoted_values_read_back)
{
    const char *values[] = {"", "plain.txt", "a;b", " lead", "trail\t", "\"quoted\"",
                            "back\\slash;\"", "x\"y"};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        char text[256], buf[512], expected[512];
        cg_text out = cg_text_over(text, sizeof text);
        cg_text_puts(&out, "deck=");
        cg_text_param_value(&out, values[i]);
        cg_text_puts(&out, ";a=1");
        snprintf(expected, sizeof expected, "deck=[%s]\na=[1]\n", values[i]);
        ck_assert_str_eq(parsed(text, buf, sizeof buf), expected);
    }
}
END_TEST

START_TEST(test_file_read_errors_name_the_file)
{
    char *text;
    size_t len;
    ck_assert_int_eq(cg_file_read("/nonexistent/file.txt", &text, &len), CG_EIO);
    ck_assert_str_eq(cg_last_error(), "cannot open '/nonexistent/file.txt': No such file or directory");
    ck_assert_int_eq(cg_file_read(TEST_DATA_DIR, &text, &len), CG_EIO);
    ck_assert_ptr_nonnull(strstr(cg_last_error(), "cannot read '"));
    ck_assert_int_eq(cg_file_read(TEST_DATA_DIR "/war/deck_42.txt", &text, &len), CG_OK);
    ck_assert_uint_eq(len, 42 * 3);
    ck_assert_int_eq(text[len], '\0');
    free(text);
}
END_TEST

START_TEST(test_hash_depends_on_every_byte)
{
    uint8_t a[33] = {0}, b[33] = {0};
    uint64_t base = cg_hash_bytes(CG_HASH_SEED, a, sizeof a);
    for (size_t i = 0; i < sizeof b; i++) {
        b[i] = 1;
        ck_assert(cg_hash_bytes(CG_HASH_SEED, b, sizeof b) != base);
        b[i] = 0;
    }
    ck_assert(cg_hash_bytes(CG_HASH_SEED, b, sizeof b) == base);
}
END_TEST

/* The wrappers and the portable versions agree with a bit-by-bit count on
   single bits, neighbouring pairs, the extremes and pseudo-random words. */
static int slow_ctz(uint64_t x)
{
    int n = 0;
    while (!(x >> n & 1))
        n++;
    return n;
}
static int slow_popcount(uint64_t x)
{
    int n = 0;
    for (int i = 0; i < 64; i++)
        n += (int)(x >> i & 1);
    return n;
}
static void check_bits(uint64_t x)
{
    ck_assert_int_eq(cg_popcount64(x), slow_popcount(x));
    ck_assert_int_eq(cg_popcount64_portable(x), slow_popcount(x));
    if (x != 0) {
        ck_assert_int_eq(cg_ctz64(x), slow_ctz(x));
        ck_assert_int_eq(cg_ctz64_portable(x), slow_ctz(x));
    }
}

START_TEST(test_bits_agree_with_counting_bit_by_bit)
{
    check_bits(0);
    check_bits(~(uint64_t)0);
    for (int i = 0; i < 64; i++) {
        check_bits((uint64_t)1 << i);
        check_bits(~(uint64_t)0 << i);
        check_bits((uint64_t)3 << i | (uint64_t)1 << 63);
    }
    cg_rng r;
    cg_rng_seed(&r, 11);
    for (int i = 0; i < 10000; i++) {
        uint64_t x = cg_rng_next(&r);
        check_bits(x);
        check_bits(x & cg_rng_next(&r) & cg_rng_next(&r));
    }
    int a[7];
    ck_assert_uint_eq(CG_COUNT(a), 7);
}
END_TEST

/* CG_ASSERT: where the build checks (debug and sanitizer builds) a move
   pushed out of order stops the program; elsewhere the check is compiled out
   and its expression never evaluated. */
START_TEST(test_moves_pushed_out_of_order)
{
    cg_move list[4];
    cg_moves moves = {list, 4, 0};
    cg_moves_push(&moves, 7);
    cg_moves_push(&moves, 3);
    ck_assert(!CG_ASSERT_ENABLED); /* reached only where checks are off */
    ck_assert_uint_eq(moves.count, 2);
}
END_TEST

START_TEST(test_assert_off_evaluates_nothing)
{
    int evaluated = 0;
    CG_ASSERT(++evaluated > 0);
    ck_assert_int_eq(evaluated, CG_ASSERT_ENABLED);
}
END_TEST

int main(void)
{
    Suite *suite = suite_create("core");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_rng_matches_the_reference_algorithm);
    tcase_add_test(tc, test_rng_below_stays_in_range_and_covers_it);
    tcase_add_test(tc, test_shuffle_is_a_permutation_and_varies);
    tcase_add_test(tc, test_text_writer_counts_past_the_buffer);
    tcase_add_test(tc, test_text_printf_longer_than_its_scratch);
    tcase_add_test(tc, test_text_put_uint_writes_what_printf_writes);
    tcase_add_test(tc, test_reader_splits_lf_and_crlf_lines);
    tcase_add_test(tc, test_reader_expect_names_the_key);
    tcase_add_test(tc, test_spans);
    tcase_add_test(tc, test_params_integers);
    tcase_add_test(tc, test_params_values_may_be_quoted);
    tcase_add_test(tc, test_params_tables_read_and_write_every_kind);
    tcase_add_test(tc, test_params_tables_refuse_what_they_do_not_allow);
    tcase_add_test(tc, test_params_quoted_values_read_back);
    tcase_add_test(tc, test_file_read_errors_name_the_file);
    tcase_add_test(tc, test_hash_depends_on_every_byte);
    tcase_add_test(tc, test_bits_agree_with_counting_bit_by_bit);
    tcase_add_test(tc, test_assert_off_evaluates_nothing);
    if (CG_ASSERT_ENABLED)
        tcase_add_test_raise_signal(tc, test_moves_pushed_out_of_order, SIGABRT);
    else
        tcase_add_test(tc, test_moves_pushed_out_of_order);
    suite_add_tcase(suite, tc);
    return check_run(suite);
}
