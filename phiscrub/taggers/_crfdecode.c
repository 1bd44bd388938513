/*
 * phiscrub.taggers._crfdecode: a compiled reader and decoder of CRFsuite's first-order CRF models ("FOMC").
 *
 * A drop-in for the part of pycrfsuite.Tagger that tagging uses: labels(), set(sequence), tag(), marginal(label,
 * t). It computes what CRFsuite computes (crf1d_context.c and crf1d_tag.c of CRFsuite 0.12) in the same order, so
 * the labels are the same and the marginals agree to rounding; but it looks attributes up in its own hash table and
 * reads the note's feature strings without copying them, where CRFsuite copies every string into an ItemSequence and
 * looks each one up in its on-disk database. set_parts reads a sentence's strings in two passes (their bytes, the
 * next token's objects fetched ahead; then each model's table slots, fetched a few keys ahead), because the strings
 * of a note lie all over memory and waiting for each in turn was most of its time. phiscrub.taggers.crf_engine uses it when it was compiled and falls
 * back to pycrfsuite otherwise. The model file layout read here is the one crf1d_model.c writes (little-endian).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HEADER_SIZE 48
#define CHUNK_SIZE 12
#define FEATURE_SIZE 20
#define CQDB_HEADER_SIZE 24
#define FEATURE_STATE 0
#define FEATURE_TRANSITION 1

/* The decoding loops (Viterbi, forward-backward) run along rows of labels with the same operations on each, which
   the compiler turns into vector instructions: two doubles at a time in the x86-64 baseline, four with AVX2 (a
   third less time). Where the compiler can build both and pick one when the module loads (GCC or Clang on Linux,
   x86-64), they are built for both; the results are the same to the bit, as no operation is fused or reordered
   (-ffp-contract=off) and each lane does what the scalar loop does. */
#if defined(__x86_64__) && defined(__linux__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define DECODER_KERNEL __attribute__((target_clones("avx2", "default")))
#endif
#endif
#ifndef DECODER_KERNEL
#define DECODER_KERNEL
#endif

typedef struct {
    PyObject_HEAD
    Py_ssize_t n_labels;
    PyObject *labels;      /* list of str, by label id */
    PyObject *label_ids;   /* dict str -> int */
    /* the attribute strings: an open-addressing table (linear probing) over the FNV-1a hash of their UTF-8 bytes,
       whose slots hold the upper 32 bits of an attribute's hash beside its id + 1 (0: empty), so that a probe
       reads no other memory unless they match, and each attribute's bytes; a fifth of the memory of a dict of str
       to int, and a key can be looked up in two pieces (a prefix and a value) without joining them */
    uint64_t *slots;
    size_t slot_mask;
    uint32_t *key_first;   /* per attribute, then the end: offsets into keys */
    char *keys;
    uint32_t *attr_first;  /* per attribute, then the end: offsets into state_label / state_weight */
    int32_t *state_label;
    double *state_weight;
    int32_t *dense_row;    /* per attribute: its row in `dense`, or -1 (weights kept sparse) */
    double *dense;         /* the state weights of the attributes with many, n_labels per row (0 for no feature) */
    double *trans;         /* n_labels x n_labels, [from][to] */
    double *exp_trans;
    double *exp_trans_to;  /* exp_trans transposed, [to][from]: the backward pass reads it row by row */
    /* the current sequence */
    Py_ssize_t length;
    Py_ssize_t capacity;
    double *state;         /* length x n_labels */
    double *score;         /* Viterbi scores */
    double *exp_state;
    double *alpha;         /* scaled forward probabilities */
    double *beta;          /* scaled backward probabilities */
    double *scale;         /* length */
    double *row;           /* n_labels: scratch of the backward pass */
    int32_t *back;         /* length x n_labels */
    int32_t *path;         /* length */
    int have_marginals;
    /* the IOB reading of the labels (set_iob), for runs(): per label its kind (0 "O", 1 "B-x", 2 "I-x") and name
       index (-1 for "O"); per name the label ids of "B-name" and "I-name" (-1: none); the labels a doubtful "O"
       may become, in the caller's order; the id of "O" */
    int32_t *iob_kind;
    int32_t *iob_name;
    int32_t *name_begin;
    int32_t *name_inside;
    int32_t *phi_order;
    Py_ssize_t n_names;
    Py_ssize_t n_phi;
    int32_t outside;
} Model;

static PyTypeObject ModelType;

static uint32_t read_u32(const unsigned char *p) {
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static double read_f64(const unsigned char *p) {
    uint64_t bits = 0;
    double value;
    for (int k = 7; k >= 0; --k) bits = (bits << 8) | p[k];
    memcpy(&value, &bits, sizeof value);
    return value;
}

static int malformed(const char *what) {
    PyErr_Format(PyExc_ValueError, "not a CRFsuite first-order CRF model: %s", what);
    return -1;
}

/* Read the strings of a CQDB database (by id) into a new list. */
static PyObject *read_cqdb(const unsigned char *data, size_t size, size_t offset, uint32_t expected) {
    if (offset > size || size - offset < CQDB_HEADER_SIZE || memcmp(data + offset, "CQDB", 4) != 0) {
        malformed("bad string database");
        return NULL;
    }
    const unsigned char *base = data + offset;
    size_t available = size - offset;
    uint32_t count = read_u32(base + 16), backward = read_u32(base + 20);
    if (count != expected || backward > available || (available - backward) / 4 < count) {
        malformed("bad string database index");
        return NULL;
    }
    PyObject *out = PyList_New(count);
    if (out == NULL) return NULL;
    for (uint32_t id = 0; id < count; ++id) {
        uint32_t record = read_u32(base + backward + 4 * (size_t)id);
        if (record > available || available - record < 8) {
            Py_DECREF(out);
            malformed("bad string record");
            return NULL;
        }
        uint32_t key_size = read_u32(base + record + 4);
        if ((int32_t)read_u32(base + record) != (int32_t)id || key_size == 0 || available - record - 8 < key_size) {
            Py_DECREF(out);
            malformed("bad string record");
            return NULL;
        }
        PyObject *key = PyUnicode_DecodeUTF8((const char *)base + record + 8, key_size - 1, "strict");
        if (key == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, id, key);
    }
    return out;
}

static PyObject *index_of(PyObject *strings) {
    PyObject *index = PyDict_New();
    if (index == NULL) return NULL;
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(strings); ++i) {
        PyObject *id = PyLong_FromSsize_t(i);
        if (id == NULL || PyDict_SetItem(index, PyList_GET_ITEM(strings, i), id) < 0) {
            Py_XDECREF(id);
            Py_DECREF(index);
            return NULL;
        }
        Py_DECREF(id);
    }
    return index;
}

#define FNV_OFFSET 14695981039346656037ULL
#define FNV_PRIME 1099511628211ULL
#define TAG_MASK 0xFFFFFFFF00000000ULL /* a slot: the upper half of the hash, then attribute id + 1 */

static uint64_t fnv1a(uint64_t hash, const char *bytes, Py_ssize_t size) {
    for (Py_ssize_t k = 0; k < size; ++k) {
        hash ^= (unsigned char)bytes[k];
        hash *= FNV_PRIME;
    }
    return hash;
}

/* Index the attribute strings (a list of str, by attribute id) in the model's table. */
static int build_attribute_table(Model *self, PyObject *attrs) {
    Py_ssize_t n = PyList_GET_SIZE(attrs);
    size_t total = 0, n_slots = 8;
    while (n_slots < (size_t)n * 2) n_slots *= 2;
    for (Py_ssize_t a = 0; a < n; ++a) {
        Py_ssize_t size;
        if (PyUnicode_AsUTF8AndSize(PyList_GET_ITEM(attrs, a), &size) == NULL) return -1;
        total += (size_t)size;
    }
    if (total > UINT32_MAX) return malformed("attribute strings too long");
    self->slots = PyMem_Calloc(n_slots, sizeof(uint64_t));
    self->key_first = PyMem_Calloc((size_t)n + 1, sizeof(uint32_t));
    self->keys = PyMem_Malloc(total ? total : 1);
    if (!self->slots || !self->key_first || !self->keys) {
        PyErr_NoMemory();
        return -1;
    }
    self->slot_mask = n_slots - 1;
    size_t used = 0;
    for (Py_ssize_t a = 0; a < n; ++a) {
        PyObject *name = PyList_GET_ITEM(attrs, a);
        Py_ssize_t size;
        const char *utf8 = PyUnicode_AsUTF8AndSize(name, &size);
        if (utf8 == NULL) return -1;
        uint64_t hash = fnv1a(FNV_OFFSET, utf8, size);
        memcpy(self->keys + used, utf8, (size_t)size);
        self->key_first[a] = (uint32_t)used;
        used += (size_t)size;
        size_t slot = (size_t)hash & self->slot_mask;
        while (self->slots[slot] != 0) slot = (slot + 1) & self->slot_mask;
        self->slots[slot] = (hash & TAG_MASK) | ((uint64_t)a + 1);
    }
    self->key_first[n] = (uint32_t)used;
    return 0;
}

#define MAX_PIECES 6

/* An attribute string in pieces, never joined: its bytes are those of piece[0], piece[1], ... in turn, `hash` their
   FNV-1a; `t` the item it belongs to. A window feature "w[-1:0]=" "of" "|" "the" is one. */
typedef struct {
    uint64_t hash;
    const char *piece[MAX_PIECES];
    Py_ssize_t size[MAX_PIECES];
    int n_pieces;
    Py_ssize_t t;
} Key;

/* Return the id of the attribute whose bytes are those of `key`'s pieces, or -1 if the model does not know it. */
static Py_ssize_t attribute_id(const Model *self, const Key *key) {
    size_t size = 0;
    for (int k = 0; k < key->n_pieces; ++k) size += (size_t)key->size[k];
    const uint64_t tag = key->hash & TAG_MASK;
    for (size_t slot = (size_t)key->hash & self->slot_mask; self->slots[slot] != 0; slot = (slot + 1) & self->slot_mask) {
        uint64_t entry = self->slots[slot];
        if ((entry & TAG_MASK) != tag) continue;
        uint32_t a = (uint32_t)(entry & ~TAG_MASK) - 1;
        if (size != self->key_first[a + 1] - self->key_first[a]) continue;
        const char *bytes = self->keys + self->key_first[a];
        int same = 1;
        for (int k = 0; k < key->n_pieces && same; ++k) {
            same = memcmp(bytes, key->piece[k], (size_t)key->size[k]) == 0;
            bytes += key->size[k];
        }
        if (same) return (Py_ssize_t)a;
    }
    return -1;
}

/* An attribute with at least this many state features keeps its weights in a dense row too: adding a row of
   n_labels doubles runs on vectors and costs less than the scattered adds, and adding 0 where the attribute has no
   feature leaves a score as it was, so the sums are the same to the bit. */
#define DENSE_MIN_FEATURES 6

/* Copy the weights of the attributes with many state features into dense rows (dense_row, dense). */
static int build_dense_rows(Model *self, uint32_t n_attrs) {
    size_t n_rows = 0, L = (size_t)self->n_labels;
    self->dense_row = PyMem_Malloc(((size_t)n_attrs + 1) * sizeof(int32_t));
    if (self->dense_row == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (uint32_t a = 0; a < n_attrs; ++a) {
        int many = self->attr_first[a + 1] - self->attr_first[a] >= DENSE_MIN_FEATURES;
        self->dense_row[a] = many ? (int32_t)n_rows++ : -1;
    }
    self->dense = PyMem_Calloc(n_rows ? n_rows * L : 1, sizeof(double));
    if (self->dense == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (uint32_t a = 0; a < n_attrs; ++a) {
        if (self->dense_row[a] < 0) continue;
        double *row = self->dense + (size_t)self->dense_row[a] * L;
        for (uint32_t f = self->attr_first[a]; f < self->attr_first[a + 1]; ++f) {
            row[self->state_label[f]] = self->state_weight[f];
        }
    }
    return 0;
}

/* Fill the model from a CRFsuite model file held in `data`. Returns 0, or -1 with an exception set. */
static int read_model(Model *self, const unsigned char *data, size_t size) {
    if (size < HEADER_SIZE || memcmp(data, "lCRF", 4) != 0 || memcmp(data + 8, "FOMC", 4) != 0) {
        return malformed("bad header");
    }
    uint32_t n_labels = read_u32(data + 20), n_attrs = read_u32(data + 24);
    size_t off_features = read_u32(data + 28), off_labels = read_u32(data + 32), off_attrs = read_u32(data + 36);
    size_t off_attrrefs = read_u32(data + 44);
    if (n_labels == 0 || n_labels > 4096) return malformed("bad label count");
    if (off_features > size || size - off_features < CHUNK_SIZE || memcmp(data + off_features, "FEAT", 4) != 0) {
        return malformed("bad feature chunk");
    }
    uint32_t n_features = read_u32(data + off_features + 8);
    if ((size - off_features - CHUNK_SIZE) / FEATURE_SIZE < n_features) return malformed("truncated features");
    if (off_attrrefs > size || size - off_attrrefs < CHUNK_SIZE || memcmp(data + off_attrrefs, "AFRF", 4) != 0 ||
        read_u32(data + off_attrrefs + 8) != n_attrs || (size - off_attrrefs - CHUNK_SIZE) / 4 < n_attrs) {
        return malformed("bad attribute chunk");
    }
    self->labels = read_cqdb(data, size, off_labels, n_labels);
    if (self->labels == NULL) return -1;
    PyObject *attrs = read_cqdb(data, size, off_attrs, n_attrs);
    if (attrs == NULL) return -1;
    int built = build_attribute_table(self, attrs);
    Py_DECREF(attrs);
    if (built < 0) return -1;
    self->label_ids = index_of(self->labels);
    if (self->label_ids == NULL) return -1;
    self->n_labels = n_labels;

    const unsigned char *features = data + off_features + CHUNK_SIZE;
    self->trans = PyMem_Calloc((size_t)n_labels * n_labels, sizeof(double));
    self->exp_trans = PyMem_Calloc((size_t)n_labels * n_labels, sizeof(double));
    self->exp_trans_to = PyMem_Calloc((size_t)n_labels * n_labels, sizeof(double));
    self->attr_first = PyMem_Calloc((size_t)n_attrs + 1, sizeof(uint32_t));
    self->state_label = PyMem_Calloc(n_features ? n_features : 1, sizeof(int32_t));
    self->state_weight = PyMem_Calloc(n_features ? n_features : 1, sizeof(double));
    if (!self->trans || !self->exp_trans || !self->exp_trans_to || !self->attr_first || !self->state_label || !self->state_weight) {
        PyErr_NoMemory();
        return -1;
    }
    for (uint32_t f = 0; f < n_features; ++f) {
        const unsigned char *p = features + (size_t)FEATURE_SIZE * f;
        uint32_t type = read_u32(p), src = read_u32(p + 4), dst = read_u32(p + 8);
        if (type == FEATURE_TRANSITION) {
            if (src >= n_labels || dst >= n_labels) return malformed("bad transition feature");
            self->trans[(size_t)src * n_labels + dst] = read_f64(p + 12);
        } else if (type != FEATURE_STATE) {
            return malformed("unknown feature type");
        }
    }
    /* state features, attribute by attribute, in the order CRFsuite adds them up */
    uint32_t used = 0;
    for (uint32_t a = 0; a < n_attrs; ++a) {
        size_t ref = read_u32(data + off_attrrefs + CHUNK_SIZE + 4 * (size_t)a);
        if (ref > size || size - ref < 4) return malformed("bad attribute reference");
        uint32_t count = read_u32(data + ref);
        if ((size - ref - 4) / 4 < count) return malformed("truncated attribute reference");
        self->attr_first[a] = used;
        for (uint32_t k = 0; k < count; ++k) {
            uint32_t fid = read_u32(data + ref + 4 + 4 * (size_t)k);
            if (fid >= n_features || used >= n_features) return malformed("bad feature reference");
            const unsigned char *p = features + (size_t)FEATURE_SIZE * fid;
            uint32_t dst = read_u32(p + 8);
            if (read_u32(p) != FEATURE_STATE || read_u32(p + 4) != a || dst >= n_labels) {
                return malformed("bad state feature");
            }
            self->state_label[used] = (int32_t)dst;
            self->state_weight[used] = read_f64(p + 12);
            ++used;
        }
    }
    self->attr_first[n_attrs] = used;
    if (build_dense_rows(self, n_attrs) < 0) return -1;
    for (size_t k = 0; k < (size_t)n_labels * n_labels; ++k) self->exp_trans[k] = exp(self->trans[k]);
    for (size_t i = 0; i < (size_t)n_labels; ++i) {
        for (size_t j = 0; j < (size_t)n_labels; ++j) {
            self->exp_trans_to[j * n_labels + i] = self->exp_trans[i * n_labels + j];
        }
    }
    return 0;
}

static void free_sequence(Model *self) {
    PyMem_Free(self->state);
    PyMem_Free(self->score);
    PyMem_Free(self->exp_state);
    PyMem_Free(self->alpha);
    PyMem_Free(self->beta);
    PyMem_Free(self->scale);
    PyMem_Free(self->row);
    PyMem_Free(self->back);
    PyMem_Free(self->path);
    self->state = self->score = self->exp_state = self->alpha = self->beta = self->scale = self->row = NULL;
    self->back = self->path = NULL;
    self->capacity = 0;
}

static void free_iob(Model *self) {
    PyMem_Free(self->iob_kind);
    PyMem_Free(self->iob_name);
    PyMem_Free(self->name_begin);
    PyMem_Free(self->name_inside);
    PyMem_Free(self->phi_order);
    self->iob_kind = self->iob_name = self->name_begin = self->name_inside = self->phi_order = NULL;
    self->n_names = self->n_phi = 0;
}

static void Model_dealloc(Model *self) {
    Py_XDECREF(self->labels);
    Py_XDECREF(self->label_ids);
    PyMem_Free(self->slots);
    PyMem_Free(self->key_first);
    PyMem_Free(self->keys);
    PyMem_Free(self->attr_first);
    PyMem_Free(self->state_label);
    PyMem_Free(self->state_weight);
    PyMem_Free(self->dense_row);
    PyMem_Free(self->dense);
    PyMem_Free(self->trans);
    PyMem_Free(self->exp_trans);
    PyMem_Free(self->exp_trans_to);
    free_iob(self);
    free_sequence(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Model_init(Model *self, PyObject *args, PyObject *kwds) {
    static char *keywords[] = {"model", NULL};
    Py_buffer buffer;
    if (self->labels != NULL) {
        PyErr_SetString(PyExc_RuntimeError, "Model is already initialised");
        return -1;
    }
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "y*:Model", keywords, &buffer)) return -1;
    int status = read_model(self, (const unsigned char *)buffer.buf, (size_t)buffer.len);
    PyBuffer_Release(&buffer);
    return status;
}

/* Make room for a sequence of `length` items: grow with a quarter to spare, and give back the room a very long
   sentence took once the sentences are short again. */
static int reserve(Model *self, Py_ssize_t length) {
    if (length <= self->capacity && (self->capacity <= 1024 || length >= self->capacity / 4)) return 0;
    Py_ssize_t capacity = length < 64 ? 64 : length + length / 4;
    size_t cells = (size_t)capacity * (size_t)self->n_labels;
    free_sequence(self);
    self->state = PyMem_Malloc(cells * sizeof(double));
    self->score = PyMem_Malloc(cells * sizeof(double));
    self->exp_state = PyMem_Malloc(cells * sizeof(double));
    self->alpha = PyMem_Malloc(cells * sizeof(double));
    self->beta = PyMem_Malloc(cells * sizeof(double));
    self->scale = PyMem_Malloc((size_t)capacity * sizeof(double));
    self->row = PyMem_Malloc((size_t)self->n_labels * sizeof(double));
    self->back = PyMem_Malloc(cells * sizeof(int32_t));
    self->path = PyMem_Malloc((size_t)capacity * sizeof(int32_t));
    if (!self->state || !self->score || !self->exp_state || !self->alpha || !self->beta || !self->scale ||
        !self->row || !self->back || !self->path) {
        free_sequence(self);
        PyErr_NoMemory();
        return -1;
    }
    self->capacity = capacity;
    return 0;
}

static void add_attribute(Model *self, Py_ssize_t a, double value, Py_ssize_t t) {
    double *row = self->state + (size_t)t * (size_t)self->n_labels;
    for (uint32_t f = self->attr_first[a]; f < self->attr_first[a + 1]; ++f) {
        row[self->state_label[f]] += self->state_weight[f] * value;
    }
}

/* Add the weight of one attribute of item `t` (the bytes of `head` then `tail`, with `value`) to each model. */
static void add_key(Model **models, Py_ssize_t n_models, uint64_t hash, const char *head, Py_ssize_t head_size,
                    const char *tail, Py_ssize_t tail_size, double value, Py_ssize_t t) {
    const Key key = {hash, {head, tail}, {head_size, tail_size}, 2, t};
    for (Py_ssize_t m = 0; m < n_models; ++m) {
        Py_ssize_t a = attribute_id(models[m], &key);
        if (a >= 0) add_attribute(models[m], a, value, t);
    }
}

/* Add the weight of one attribute of item `t`, `prefix` (its FNV-1a: `prefix_hash`) then `name` (a str), with
   `value`, to each model's state scores. */
static int add_prefixed(Model **models, Py_ssize_t n_models, const char *prefix, Py_ssize_t prefix_size,
                        uint64_t prefix_hash, PyObject *name, double value, Py_ssize_t t) {
    if (!PyUnicode_Check(name)) {
        PyErr_SetString(PyExc_TypeError, "attributes must be strings");
        return -1;
    }
    Py_ssize_t size;
    const char *utf8 = PyUnicode_AsUTF8AndSize(name, &size);
    if (utf8 == NULL) return -1;
    add_key(models, n_models, fnv1a(prefix_hash, utf8, size), prefix, prefix_size, utf8, size, value, t);
    return 0;
}

/* Add the weight of one attribute of item `t` (`name`, a str, with `value`) to each model's state scores. */
static int add_to_models(Model **models, Py_ssize_t n_models, PyObject *name, double value, Py_ssize_t t) {
    return add_prefixed(models, n_models, "", 0, FNV_OFFSET, name, value, t);
}

/* Add the weights of a list or tuple of attribute strings (value 1) of item `t` to each model's state scores. */
static int add_strings(Model **models, Py_ssize_t n_models, PyObject *strings, const char *error, Py_ssize_t t) {
    PyObject *fast = PySequence_Fast(strings, error);
    if (fast == NULL) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    PyObject **names = PySequence_Fast_ITEMS(fast);
    for (Py_ssize_t k = 0; k < n; ++k) {
        if (add_to_models(models, n_models, names[k], 1.0, t) < 0) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    return 0;
}

/* Add the weights of item `t`'s attributes to each model's state scores, as crf1dt_state_score: an item is a list
   or tuple of attribute strings (value 1), or a dict of attribute strings to numbers; unknown attributes are
   ignored. */
static int add_item(Model **models, Py_ssize_t n_models, PyObject *item, Py_ssize_t t) {
    if (PyDict_Check(item)) {
        Py_ssize_t position = 0;
        PyObject *name, *value;
        while (PyDict_Next(item, &position, &name, &value)) {
            if (!(PyFloat_Check(value) || PyLong_Check(value))) {
                PyErr_SetString(PyExc_TypeError, "a dict item maps attribute strings to numbers");
                return -1;
            }
            double number = PyFloat_AsDouble(value);
            if (number == -1.0 && PyErr_Occurred()) return -1;
            if (add_to_models(models, n_models, name, number, t) < 0) return -1;
        }
        return 0;
    }
    return add_strings(models, n_models, item, "each item must be a list or tuple of attribute strings, or a dict", t);
}

static int ready(Model *self) {
    if (self->labels != NULL) return 1;
    PyErr_SetString(PyExc_RuntimeError, "Model was not initialised with a model file");
    return 0;
}

/* Give each model an empty sequence of `length` items, its state scores zero, before its attributes are added. */
static int start_sequence(Model **models, Py_ssize_t n_models, Py_ssize_t length) {
    for (Py_ssize_t m = 0; m < n_models; ++m) {
        Model *model = models[m];
        model->length = 0;
        model->have_marginals = 0;
        if (reserve(model, length) < 0) return -1;
        memset(model->state, 0, (size_t)length * (size_t)model->n_labels * sizeof(double));
    }
    return 0;
}

/* Make `sequence` the current sequence of each model, reading each attribute string once for all of them. */
static int set_models(Model **models, Py_ssize_t n_models, PyObject *sequence) {
    PyObject *fast = PySequence_Fast(sequence, "the sequence must be a list of items");
    if (fast == NULL) return -1;
    Py_ssize_t length = PySequence_Fast_GET_SIZE(fast);
    PyObject **items = PySequence_Fast_ITEMS(fast);
    if (start_sequence(models, n_models, length) < 0) {
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t t = 0; t < length; ++t) {
        if (add_item(models, n_models, items[t], t) < 0) {
            Py_DECREF(fast);
            return -1;
        }
    }
    Py_DECREF(fast);
    for (Py_ssize_t m = 0; m < n_models; ++m) models[m]->length = length;
    return 0;
}

static PyObject *Model_set(Model *self, PyObject *sequence) {
    if (!ready(self) || set_models(&self, 1, sequence) < 0) return NULL;
    Py_RETURN_NONE;
}

/* Viterbi, as crf1dc_viterbi: ties go to the lowest label id. For each label j the candidates i are compared in
   crf1dc_viterbi's order (i ascending, a later one only when strictly better), the loops interchanged so that the
   inner one runs along a row of the transition matrix. */
DECODER_KERNEL static void viterbi(Model *self) {
    Py_ssize_t T = self->length;
    size_t L = (size_t)self->n_labels;
    double *score = self->score, *state = self->state;
    for (size_t j = 0; j < L; ++j) score[j] = state[j];
    for (Py_ssize_t t = 1; t < T; ++t) {
        const double *previous = score + (size_t)(t - 1) * L;
        double *current = score + (size_t)t * L;
        const double *here = state + (size_t)t * L;
        int32_t *back = self->back + (size_t)t * L;
        for (size_t j = 0; j < L; ++j) {
            current[j] = -DBL_MAX; /* the best score so far of a path into j */
            back[j] = -1;
        }
        for (size_t i = 0; i < L; ++i) {
            const double from = previous[i], *transition = self->trans + i * L;
            const int32_t from_id = (int32_t)i;
            for (size_t j = 0; j < L; ++j) { /* without a branch, so that it runs on vectors */
                const double value = from + transition[j];
                const int better = current[j] < value;
                current[j] = better ? value : current[j];
                back[j] = better ? from_id : back[j];
            }
        }
        for (size_t j = 0; j < L; ++j) {
            if (back[j] < 0) back[j] = 0;
            current[j] += here[j];
        }
    }
    const double *last = score + (size_t)(T - 1) * L;
    double best = -DBL_MAX;
    self->path[T - 1] = 0;
    for (size_t i = 0; i < L; ++i) {
        if (best < last[i]) {
            best = last[i];
            self->path[T - 1] = (int32_t)i;
        }
    }
    for (Py_ssize_t t = T - 2; t >= 0; --t) {
        self->path[t] = self->back[(size_t)(t + 1) * L + (size_t)self->path[t + 1]];
    }
}

static PyObject *Model_tag(Model *self, PyObject *Py_UNUSED(ignored)) {
    if (!ready(self)) return NULL;
    PyObject *out = PyList_New(self->length);
    if (out == NULL || self->length == 0) return out;
    viterbi(self);
    for (Py_ssize_t t = 0; t < self->length; ++t) {
        PyObject *label = PyList_GET_ITEM(self->labels, self->path[t]);
        Py_INCREF(label);
        PyList_SET_ITEM(out, t, label);
    }
    return out;
}

/* Forward-backward with scaling, as crf1dc_alpha_score and crf1dc_beta_score, in the same order of operations (each
   sum adds its terms in CRFsuite's order; the backward pass runs its loops interchanged, over the transposed matrix,
   so that the inner loop runs along a row). */
DECODER_KERNEL static void forward_backward(Model *self) {
    Py_ssize_t T = self->length;
    size_t L = (size_t)self->n_labels;
    double *alpha = self->alpha, *beta = self->beta, *exp_state = self->exp_state, *scale = self->scale;
    double *row = self->row;
    for (size_t k = 0; k < (size_t)T * L; ++k) exp_state[k] = exp(self->state[k]);
    double sum = 0.0;
    for (size_t j = 0; j < L; ++j) sum += (alpha[j] = exp_state[j]);
    scale[0] = sum != 0.0 ? 1.0 / sum : 1.0;
    for (size_t j = 0; j < L; ++j) alpha[j] *= scale[0];
    for (Py_ssize_t t = 1; t < T; ++t) {
        const double *previous = alpha + (size_t)(t - 1) * L;
        double *restrict current = alpha + (size_t)t * L;
        const double *here = exp_state + (size_t)t * L;
        for (size_t j = 0; j < L; ++j) current[j] = 0.0;
        for (size_t i = 0; i < L; ++i) {
            const double from = previous[i], *restrict transition = self->exp_trans + i * L;
            for (size_t j = 0; j < L; ++j) current[j] += from * transition[j];
        }
        for (size_t j = 0; j < L; ++j) current[j] *= here[j];
        sum = 0.0;
        for (size_t j = 0; j < L; ++j) sum += current[j];
        scale[t] = sum != 0.0 ? 1.0 / sum : 1.0;
        for (size_t j = 0; j < L; ++j) current[j] *= scale[t];
    }
    double *last = beta + (size_t)(T - 1) * L;
    for (size_t i = 0; i < L; ++i) last[i] = scale[T - 1];
    for (Py_ssize_t t = T - 2; t >= 0; --t) {
        double *restrict current = beta + (size_t)t * L;
        const double *next = beta + (size_t)(t + 1) * L;
        const double *there = exp_state + (size_t)(t + 1) * L;
        for (size_t j = 0; j < L; ++j) row[j] = next[j] * there[j];
        for (size_t i = 0; i < L; ++i) current[i] = 0.0;
        for (size_t j = 0; j < L; ++j) {
            const double weight = row[j], *restrict transition = self->exp_trans_to + j * L;
            for (size_t i = 0; i < L; ++i) current[i] += transition[i] * weight;
        }
        for (size_t i = 0; i < L; ++i) current[i] *= scale[t];
    }
    self->have_marginals = 1;
}

/* Return the id of `label` (a str), or -1 with ValueError set when the model has no such label. */
static Py_ssize_t label_id(Model *self, PyObject *label) {
    PyObject *found = PyDict_GetItemWithError(self->label_ids, label);
    if (found == NULL) {
        if (!PyErr_Occurred()) PyErr_SetObject(PyExc_ValueError, label);
        return -1;
    }
    return PyLong_AsSsize_t(found);
}

/* Return the marginal probability of label `l` at position `t`, as crf1dc_marginal_point (forward-backward done). */
static double marginal_at(const Model *self, Py_ssize_t t, Py_ssize_t l) {
    size_t k = (size_t)t * (size_t)self->n_labels + (size_t)l;
    return self->alpha[k] * self->beta[k] / self->scale[t];
}

static PyObject *Model_marginal(Model *self, PyObject *args) {
    PyObject *label;
    Py_ssize_t t;
    if (!ready(self) || !PyArg_ParseTuple(args, "Un:marginal", &label, &t)) return NULL;
    Py_ssize_t l = label_id(self, label);
    if (l < 0) return NULL;
    if (t < 0 || t >= self->length) {
        PyErr_SetString(PyExc_IndexError, "position out of the current sequence");
        return NULL;
    }
    if (!self->have_marginals) forward_backward(self);
    return PyFloat_FromDouble(marginal_at(self, t, l));
}

static PyObject *Model_marginals(Model *self, PyObject *label) {
    if (!ready(self)) return NULL;
    Py_ssize_t l = label_id(self, label);
    if (l < 0) return NULL;
    if (!self->have_marginals && self->length > 0) forward_backward(self);
    PyObject *out = PyList_New(self->length);
    if (out == NULL) return NULL;
    for (Py_ssize_t t = 0; t < self->length; ++t) {
        PyObject *value = PyFloat_FromDouble(marginal_at(self, t, l));
        if (value == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyList_SET_ITEM(out, t, value);
    }
    return out;
}

static PyObject *Model_labels(Model *self, PyObject *Py_UNUSED(ignored)) {
    if (!ready(self)) return NULL;
    return PyList_GetSlice(self->labels, 0, PY_SSIZE_T_MAX);
}

/* Return a new array (PyMem_Free it) of the ints of a list or tuple, each in [low, high], of `expected` items
   unless `expected` < 0 (its length goes to *size), or NULL with an exception. */
static int32_t *int_array(PyObject *sequence, Py_ssize_t expected, long low, long high, Py_ssize_t *size) {
    PyObject *fast = PySequence_Fast(sequence, "set_iob takes lists of ints");
    if (fast == NULL) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (expected >= 0 && n != expected) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "set_iob: a list has the wrong length");
        return NULL;
    }
    int32_t *out = PyMem_Malloc((size_t)(n ? n : 1) * sizeof(int32_t));
    if (out == NULL) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t k = 0; k < n; ++k) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, k));
        if (value == -1 && PyErr_Occurred()) {
            PyMem_Free(out);
            Py_DECREF(fast);
            return NULL;
        }
        if (value < low || value > high) {
            PyMem_Free(out);
            Py_DECREF(fast);
            PyErr_SetString(PyExc_ValueError, "set_iob: a value is out of range");
            return NULL;
        }
        out[k] = (int32_t)value;
    }
    Py_DECREF(fast);
    if (size != NULL) *size = n;
    return out;
}

static PyObject *Model_set_iob(Model *self, PyObject *args) {
    PyObject *kinds, *names, *begins, *insides, *order;
    int outside;
    if (!ready(self) || !PyArg_ParseTuple(args, "OOOOOi:set_iob", &kinds, &names, &begins, &insides, &order, &outside)) {
        return NULL;
    }
    free_iob(self);
    Py_ssize_t L = self->n_labels, n_names = 0;
    self->iob_kind = int_array(kinds, L, 0, 2, NULL);
    self->name_begin = self->iob_kind ? int_array(begins, -1, -1, (long)L - 1, &n_names) : NULL;
    self->iob_name = self->name_begin ? int_array(names, L, -1, (long)n_names - 1, NULL) : NULL;
    self->name_inside = self->iob_name ? int_array(insides, n_names, -1, (long)L - 1, NULL) : NULL;
    self->phi_order = self->name_inside ? int_array(order, -1, 0, (long)L - 1, &self->n_phi) : NULL;
    if (self->phi_order == NULL) {
        free_iob(self);
        return NULL;
    }
    self->n_names = n_names;
    int consistent = outside >= 0 && outside < L && self->iob_kind[outside] == 0;
    for (Py_ssize_t l = 0; l < L && consistent; ++l) {
        int32_t name = self->iob_name[l];
        consistent = (self->iob_kind[l] == 0) == (name < 0) &&
                     (name < 0 || (self->iob_kind[l] == 1 ? self->name_begin : self->name_inside)[name] == l);
    }
    for (Py_ssize_t k = 0; k < self->n_phi && consistent; ++k) consistent = self->iob_kind[self->phi_order[k]] != 0;
    if (!consistent) {
        free_iob(self);
        PyErr_SetString(PyExc_ValueError, "set_iob: the kinds, names and label ids disagree");
        return NULL;
    }
    self->outside = (int32_t)outside;
    Py_RETURN_NONE;
}

/* The recall-favouring relabelling of CrfTagger._favour_recall over `out` (the Viterbi labels): each "O" whose
   marginal is under `threshold` and for which is_word(t) is true becomes the best label of phi_order ("I-x" where
   the previous token is "B-x" or "I-x", else "B-x"). Returns 1, 0 where a needed label does not exist, -1 with an
   exception. */
static int favour_recall(Model *self, int32_t *out, double threshold, PyObject *is_word) {
    Py_ssize_t T = self->length;
    for (Py_ssize_t t = 0; t < T; ++t) {
        if (out[t] != self->outside || marginal_at(self, t, self->outside) >= threshold) continue;
        PyObject *answer = PyObject_CallFunction(is_word, "n", t);
        if (answer == NULL) return -1;
        int word = PyObject_IsTrue(answer);
        Py_DECREF(answer);
        if (word < 0) return -1;
        if (!word) continue;
        int32_t best = self->phi_order[0];
        double best_value = marginal_at(self, t, best);
        for (Py_ssize_t k = 1; k < self->n_phi; ++k) {
            double value = marginal_at(self, t, self->phi_order[k]);
            if (value > best_value) { /* as max(): the first of equal maxima stays */
                best = self->phi_order[k];
                best_value = value;
            }
        }
        int32_t name = self->iob_name[best];
        int32_t previous = t > 0 && self->iob_kind[out[t - 1]] != 0 ? self->iob_name[out[t - 1]] : -1;
        int32_t label = self->iob_kind[best] == 2 && previous == name ? self->name_inside[name] : self->name_begin[name];
        if (label < 0) return 0;
        out[t] = label;
    }
    return 1;
}

static PyObject *Model_runs(Model *self, PyObject *args) {
    double threshold;
    PyObject *is_word;
    if (!ready(self) || !PyArg_ParseTuple(args, "dO:runs", &threshold, &is_word)) return NULL;
    if (self->iob_kind == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "runs: call set_iob first");
        return NULL;
    }
    Py_ssize_t T = self->length;
    PyObject *found = PyList_New(0);
    if (found == NULL || T == 0) return found;
    int32_t *out = PyMem_Malloc((size_t)T * sizeof(int32_t));
    if (out == NULL) {
        Py_DECREF(found);
        return PyErr_NoMemory();
    }
    viterbi(self);
    memcpy(out, self->path, (size_t)T * sizeof(int32_t));
    int has_outside = 0;
    for (Py_ssize_t t = 0; t < T && !has_outside; ++t) has_outside = out[t] == self->outside;
    if (threshold > 0.0 && has_outside && self->n_phi > 0) {
        if (!self->have_marginals) forward_backward(self);
        int status = favour_recall(self, out, threshold, is_word);
        if (status <= 0) {
            PyMem_Free(out);
            Py_DECREF(found);
            if (status < 0) return NULL;
            Py_RETURN_NONE;
        }
    }
    /* iob_runs: "B-x" starts a run, "I-x" continues an x run or starts one, "O" ends one */
    int32_t current = -1;
    Py_ssize_t first = 0;
    for (Py_ssize_t t = 0; t <= T; ++t) {
        int32_t kind = t < T ? self->iob_kind[out[t]] : 0, name = t < T ? self->iob_name[out[t]] : -1;
        if (t < T && kind == 2 && name == current) continue;
        if (current >= 0) {
            if (!self->have_marginals) forward_backward(self);
            double sum = 0.0;
            for (Py_ssize_t k = first; k < t; ++k) sum += marginal_at(self, k, out[k]);
            PyObject *run = Py_BuildValue("(nnid)", first, t, (int)current, sum / (double)(t - first));
            if (run == NULL || PyList_Append(found, run) < 0) {
                Py_XDECREF(run);
                PyMem_Free(out);
                Py_DECREF(found);
                return NULL;
            }
            Py_DECREF(run);
        }
        current = kind != 0 ? name : -1;
        first = t;
    }
    PyMem_Free(out);
    return found;
}

static PyMethodDef Model_methods[] = {
    {"set_iob", (PyCFunction)Model_set_iob, METH_VARARGS,
     "set_iob(kinds, names, begins, insides, order, outside): the IOB reading of the labels, for runs(); per label "
     "id its kind (0 \"O\", 1 \"B-x\", 2 \"I-x\") and name index (-1 for \"O\"), per name the ids of B-name and "
     "I-name (-1: none), the label ids a doubtful \"O\" may become (in order) and the id of \"O\"."},
    {"runs", (PyCFunction)Model_runs, METH_VARARGS,
     "runs(threshold, is_word): the labelled runs of the current sequence as (first, stop, name index, mean "
     "marginal), after each \"O\" of marginal under threshold and with is_word(t) true became its best label; "
     "None where such a label has no B-/I- form in the model."},
    {"labels", (PyCFunction)Model_labels, METH_NOARGS, "Return the model's labels, by label id."},
    {"set", (PyCFunction)Model_set, METH_O, "Score a sequence: a list of items, each a list of attribute strings."},
    {"tag", (PyCFunction)Model_tag, METH_NOARGS, "Return the Viterbi labels of the current sequence."},
    {"marginals", (PyCFunction)Model_marginals, METH_O,
     "Return the marginal probabilities of `label` at every position of the current sequence."},
    {"marginal", (PyCFunction)Model_marginal, METH_VARARGS,
     "Return the marginal probability of `label` at position `t` of the current sequence."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject ModelType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "phiscrub.taggers._crfdecode.Model",
    .tp_basicsize = sizeof(Model),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A CRFsuite first-order CRF model read from the bytes of its file, tagging like pycrfsuite.Tagger.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Model_init,
    .tp_dealloc = (destructor)Model_dealloc,
    .tp_methods = Model_methods,
};

/* Return the models of a list or tuple of Model objects as a new array (PyMem_Free it), or NULL with an exception. */
static Model **models_of(PyObject *models, Py_ssize_t *count) {
    PyObject *fast = PySequence_Fast(models, "models must be a list or tuple of Model objects");
    if (fast == NULL) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    Model **chosen = PyMem_Malloc((size_t)(n ? n : 1) * sizeof(Model *));
    if (chosen == NULL) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t m = 0; m < n; ++m) {
        PyObject *model = PySequence_Fast_GET_ITEM(fast, m);
        if (!PyObject_TypeCheck(model, &ModelType)) {
            PyErr_SetString(PyExc_TypeError, "models must be a list or tuple of Model objects");
        }
        if (PyErr_Occurred() || !ready((Model *)model)) {
            PyMem_Free(chosen);
            Py_DECREF(fast);
            return NULL;
        }
        chosen[m] = (Model *)model; /* borrowed: the caller's list holds them */
    }
    Py_DECREF(fast);
    *count = n;
    return chosen;
}

static PyObject *set_all(PyObject *Py_UNUSED(module), PyObject *args) {
    PyObject *models, *sequence;
    if (!PyArg_ParseTuple(args, "OO:set_all", &models, &sequence)) return NULL;
    Py_ssize_t n;
    Model **chosen = models_of(models, &n);
    if (chosen == NULL) return NULL;
    int status = set_models(chosen, n, sequence);
    PyMem_Free(chosen);
    if (status < 0) return NULL;
    Py_RETURN_NONE;
}

/* One feature of a window (see set_parts): `prefix` then the `n` values from `offset` on, joined by "|". */
typedef struct {
    const char *prefix;
    Py_ssize_t prefix_size;
    uint64_t prefix_hash;
    Py_ssize_t offset;
    int n;
} Gram;

/* A window of a note (see set_parts), its lists read once (new references from PySequence_Fast). */
typedef struct {
    PyObject *padded;
    PyObject *positions;
    PyObject *grams_fast;
    Gram *grams;
    Py_ssize_t n_grams;
} Window;

typedef struct {
    Key *keys;
    Py_ssize_t size;
    Py_ssize_t capacity;
    Py_ssize_t *ids; /* per key, for one model at a time: its attribute id or -1 */
} KeyBuffer;

/* Point `bytes` and `size` at the UTF-8 bytes of the str `name`; -1 with TypeError (or another error) otherwise. */
static int str_bytes(PyObject *name, const char **bytes, Py_ssize_t *size) {
    if (!PyUnicode_Check(name)) {
        PyErr_SetString(PyExc_TypeError, "attributes must be strings");
        return -1;
    }
    if (PyUnicode_IS_COMPACT_ASCII(name)) { /* its bytes follow the object: no call, no check */
        *bytes = (const char *)PyUnicode_DATA(name);
        *size = PyUnicode_GET_LENGTH(name);
        return 0;
    }
    *bytes = PyUnicode_AsUTF8AndSize(name, size);
    return *bytes == NULL ? -1 : 0;
}

/* Return a new key at the end of `buffer`, its hash that of no bytes and no pieces yet (NULL with MemoryError). */
static Key *new_key(KeyBuffer *buffer, Py_ssize_t t) {
    if (buffer->size == buffer->capacity) {
        Py_ssize_t capacity = buffer->capacity ? buffer->capacity * 2 : 1024;
        Key *keys = PyMem_Realloc(buffer->keys, (size_t)capacity * sizeof(Key));
        if (keys != NULL) buffer->keys = keys;
        Py_ssize_t *ids = keys ? PyMem_Realloc(buffer->ids, (size_t)capacity * sizeof(Py_ssize_t)) : NULL;
        if (ids != NULL) buffer->ids = ids;
        if (!keys || !ids) {
            PyErr_NoMemory();
            return NULL;
        }
        buffer->capacity = capacity;
    }
    Key *key = &buffer->keys[buffer->size++];
    key->hash = FNV_OFFSET;
    key->n_pieces = 0;
    key->t = t;
    return key;
}

/* Append `size` bytes to `key` (their FNV-1a folded into the key's hash). */
static void add_bytes(Key *key, const char *bytes, Py_ssize_t size) {
    key->piece[key->n_pieces] = bytes;
    key->size[key->n_pieces++] = size;
    key->hash = fnv1a(key->hash, bytes, size);
}

/* Append to `key` the bytes of the str `name`; -1 with an exception set where it is no str. */
static int add_piece(Key *key, PyObject *name) {
    const char *bytes;
    Py_ssize_t size;
    if (str_bytes(name, &bytes, &size) < 0) return -1;
    add_bytes(key, bytes, size);
    return 0;
}

static void prefetch_object(PyObject *object) {
    __builtin_prefetch(object);
    __builtin_prefetch((const char *)object + 64);
}

/* Return where token t sits in `window`'s padded values, or -1 with an exception set. */
static Py_ssize_t window_position(const Window *window, Py_ssize_t t) {
    Py_ssize_t p = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(window->positions, t));
    if (p == -1 && PyErr_Occurred()) return -1;
    if (p < 0 || p >= PySequence_Fast_GET_SIZE(window->padded)) {
        PyErr_SetString(PyExc_IndexError, "a window position is outside its padded values");
        return -1;
    }
    return p;
}

/* Read token t's window features (item r of the sequence) into `buffer`, in the order of windows and grams. */
static int gather_windows(KeyBuffer *buffer, const Window *windows, Py_ssize_t n_windows, Py_ssize_t t, Py_ssize_t r) {
    for (Py_ssize_t w = 0; w < n_windows; ++w) {
        const Window *window = &windows[w];
        Py_ssize_t p = window_position(window, t), n_padded = PySequence_Fast_GET_SIZE(window->padded);
        if (p < 0) return -1;
        PyObject **padded = PySequence_Fast_ITEMS(window->padded);
        for (Py_ssize_t g = 0; g < window->n_grams; ++g) {
            const Gram *gram = &window->grams[g];
            Py_ssize_t first = p + gram->offset;
            if (first < 0 || first + gram->n > n_padded) {
                PyErr_SetString(PyExc_IndexError, "a window feature reaches outside its padded values");
                return -1;
            }
            Key *key = new_key(buffer, r);
            if (key == NULL) return -1;
            key->piece[0] = gram->prefix; /* add_bytes, the prefix's hash taken once */
            key->size[0] = gram->prefix_size;
            key->n_pieces = 1;
            key->hash = gram->prefix_hash;
            for (int k = 0; k < gram->n; ++k) {
                if (k > 0) add_bytes(key, "|", 1);
                if (add_piece(key, padded[first + k]) < 0) return -1;
            }
        }
    }
    return 0;
}

/* Fetch ahead the value objects of token t's unigram window features (a bad position is left to gather_windows). */
static void prefetch_windows(const Window *windows, Py_ssize_t n_windows, Py_ssize_t t) {
    for (Py_ssize_t w = 0; w < n_windows; ++w) {
        const Window *window = &windows[w];
        PyObject *position = PySequence_Fast_GET_ITEM(window->positions, t);
        if (!PyLong_CheckExact(position)) continue;
        Py_ssize_t p = PyLong_AsSsize_t(position), n_padded = PySequence_Fast_GET_SIZE(window->padded);
        if (p == -1 && PyErr_Occurred()) {
            PyErr_Clear();
            continue;
        }
        for (Py_ssize_t g = 0; g < window->n_grams; ++g) {
            Py_ssize_t first = p + window->grams[g].offset;
            if (window->grams[g].n == 1 && first >= 0 && first < n_padded) {
                prefetch_object(PySequence_Fast_GET_ITEM(window->padded, first));
            }
        }
    }
}

/* Read token t's segment rows (item r of the sequence) into `buffer`, in order. */
static int gather_rows(KeyBuffer *buffer, PyObject **rows, Py_ssize_t n_segments, Py_ssize_t t, Py_ssize_t r) {
    for (Py_ssize_t k = 0; k < n_segments; ++k) {
        PyObject *fast = PySequence_Fast(PySequence_Fast_GET_ITEM(rows[k], t), "segment rows must be tuples of strings");
        if (fast == NULL) return -1;
        Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
        PyObject **names = PySequence_Fast_ITEMS(fast);
        for (Py_ssize_t j = 0; j < n; ++j) {
            Key *key = new_key(buffer, r);
            if (key == NULL || add_piece(key, names[j]) < 0) {
                Py_DECREF(fast);
                return -1;
            }
        }
        Py_DECREF(fast);
    }
    return 0;
}

/* Fetch ahead the strings of token t's segment rows, and the row tuples of the token after it. */
static void prefetch_rows(PyObject **rows, Py_ssize_t n_segments, Py_ssize_t t, Py_ssize_t stop) {
    for (Py_ssize_t k = 0; k < n_segments; ++k) {
        PyObject *row = PySequence_Fast_GET_ITEM(rows[k], t);
        if (PyTuple_CheckExact(row)) {
            for (Py_ssize_t j = 0; j < PyTuple_GET_SIZE(row); ++j) prefetch_object(PyTuple_GET_ITEM(row, j));
        }
        if (t + 1 < stop) __builtin_prefetch(PySequence_Fast_GET_ITEM(rows[k], t + 1));
    }
}

/* Read the attributes of tokens start..stop-1 into `buffer`, in item order (each token's window features, then its
   segment rows). The string objects of the next token are fetched ahead: they lie all over memory, and waiting for
   each in turn was most of the time. */
static int gather_parts(KeyBuffer *buffer, const Window *windows, Py_ssize_t n_windows, PyObject **rows,
                        Py_ssize_t n_segments, Py_ssize_t start, Py_ssize_t stop) {
    for (Py_ssize_t t = start; t < stop; ++t) {
        if (t + 1 < stop) {
            prefetch_windows(windows, n_windows, t + 1);
            prefetch_rows(rows, n_segments, t + 1, stop);
        }
        if (gather_windows(buffer, windows, n_windows, t, t - start) < 0) return -1;
        if (gather_rows(buffer, rows, n_segments, t, t - start) < 0) return -1;
    }
    return 0;
}

#define LOOKAHEAD 8

/* Add the state weights of the attributes found by score_keys (value 1), in key order: a dense row where the
   attribute has one, as add_attribute otherwise. */
DECODER_KERNEL static void add_weights(Model *model, const KeyBuffer *buffer) {
    const size_t L = (size_t)model->n_labels;
    const Py_ssize_t n = buffer->size, *ids = buffer->ids;
    for (Py_ssize_t k = 0; k < n; ++k) {
        Py_ssize_t a = ids[k];
        if (a < 0) continue;
        int32_t dense = model->dense_row[a];
        if (dense >= 0) {
            double *restrict row = model->state + (size_t)buffer->keys[k].t * L;
            const double *restrict weights = model->dense + (size_t)dense * L;
            for (size_t j = 0; j < L; ++j) row[j] += weights[j];
        } else {
            add_attribute(model, a, 1.0, buffer->keys[k].t);
        }
    }
}

/* Add the weights of the attributes in `buffer` to `model`'s state scores, in their order (as add_key would):
   first every key's attribute id, the table slot of a later key fetched ahead, then the weights. */
static void score_keys(Model *model, KeyBuffer *buffer) {
    const Key *keys = buffer->keys;
    Py_ssize_t n = buffer->size, *ids = buffer->ids;
    for (Py_ssize_t k = 0; k < n; ++k) {
        if (k + LOOKAHEAD < n) __builtin_prefetch(&model->slots[(size_t)keys[k + LOOKAHEAD].hash & model->slot_mask]);
        ids[k] = attribute_id(model, &keys[k]);
        if (ids[k] >= 0) __builtin_prefetch(&model->attr_first[ids[k]]);
    }
    add_weights(model, buffer);
}

/* Read one (padded values, positions, grams) window of set_parts into `window`; -1 with an exception set. */
static int read_window(PyObject *spec, Window *window, Py_ssize_t stop) {
    PyObject *padded, *positions, *grams;
    if (!PyTuple_Check(spec) || !PyArg_ParseTuple(spec, "OOO:window", &padded, &positions, &grams)) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a window is a (padded, positions, grams) tuple");
        return -1;
    }
    window->padded = PySequence_Fast(padded, "a window's padded values must be a list");
    window->positions = window->padded ? PySequence_Fast(positions, "a window's positions must be a list") : NULL;
    window->grams_fast = window->positions ? PySequence_Fast(grams, "a window's grams must be a list") : NULL;
    if (window->grams_fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(window->positions) < stop) {
        PyErr_SetString(PyExc_IndexError, "a window has fewer positions than stop");
        return -1;
    }
    window->n_grams = PySequence_Fast_GET_SIZE(window->grams_fast);
    window->grams = PyMem_Calloc((size_t)(window->n_grams ? window->n_grams : 1), sizeof(Gram));
    if (window->grams == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    for (Py_ssize_t g = 0; g < window->n_grams; ++g) {
        PyObject *item = PySequence_Fast_GET_ITEM(window->grams_fast, g), *prefix;
        Gram *gram = &window->grams[g];
        if (!PyTuple_Check(item) || !PyArg_ParseTuple(item, "Uni:gram", &prefix, &gram->offset, &gram->n)) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a gram is a (prefix, offset, n) tuple");
            return -1;
        }
        if (gram->n < 1 || gram->n > 3) {
            PyErr_SetString(PyExc_ValueError, "a gram joins 1 to 3 values");
            return -1;
        }
        gram->prefix = PyUnicode_AsUTF8AndSize(prefix, &gram->prefix_size);
        if (gram->prefix == NULL) return -1;
        gram->prefix_hash = fnv1a(FNV_OFFSET, gram->prefix, gram->prefix_size);
    }
    return 0;
}

static void free_window(Window *window) {
    Py_XDECREF(window->padded);
    Py_XDECREF(window->positions);
    Py_XDECREF(window->grams_fast);
    PyMem_Free(window->grams);
}

static PyObject *set_parts(PyObject *Py_UNUSED(module), PyObject *args) {
    PyObject *models, *window_list, *segment_list;
    Py_ssize_t start, stop;
    if (!PyArg_ParseTuple(args, "OOOnn:set_parts", &models, &window_list, &segment_list, &start, &stop)) return NULL;
    Py_ssize_t n_models = 0, n_windows = 0, n_segments = 0, ready_rows = 0;
    Window *windows = NULL;
    PyObject **rows = NULL;
    PyObject *windows_fast = NULL, *segments_fast = NULL;
    KeyBuffer buffer = {NULL, 0, 0, NULL};
    int status = -1;
    Model **chosen = models_of(models, &n_models);
    if (chosen == NULL) return NULL;
    if (start < 0 || stop < start) {
        PyErr_SetString(PyExc_IndexError, "start and stop must satisfy 0 <= start <= stop");
        goto done;
    }
    windows_fast = PySequence_Fast(window_list, "windows must be a list of (padded, positions, grams) tuples");
    segments_fast = PySequence_Fast(segment_list, "segments must be a list of per-token rows");
    if (windows_fast == NULL || segments_fast == NULL) goto done;
    n_windows = PySequence_Fast_GET_SIZE(windows_fast);
    n_segments = PySequence_Fast_GET_SIZE(segments_fast);
    windows = PyMem_Calloc((size_t)(n_windows ? n_windows : 1), sizeof(Window));
    rows = PyMem_Calloc((size_t)(n_segments ? n_segments : 1), sizeof(PyObject *));
    if (windows == NULL || rows == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t w = 0; w < n_windows; ++w) {
        if (read_window(PySequence_Fast_GET_ITEM(windows_fast, w), &windows[w], stop) < 0) goto done;
    }
    for (; ready_rows < n_segments; ++ready_rows) {
        rows[ready_rows] = PySequence_Fast(PySequence_Fast_GET_ITEM(segments_fast, ready_rows),
                                           "a segment must be a list of per-token rows");
        if (rows[ready_rows] == NULL) goto done;
        if (PySequence_Fast_GET_SIZE(rows[ready_rows]) < stop) {
            Py_CLEAR(rows[ready_rows]);
            PyErr_SetString(PyExc_IndexError, "a segment is shorter than stop");
            goto done;
        }
    }
    if (gather_parts(&buffer, windows, n_windows, rows, n_segments, start, stop) < 0) goto done;
    if (start_sequence(chosen, n_models, stop - start) < 0) goto done;
    for (Py_ssize_t m = 0; m < n_models; ++m) {
        score_keys(chosen[m], &buffer);
        chosen[m]->length = stop - start;
    }
    status = 0;
done:
    for (Py_ssize_t w = 0; w < n_windows && windows != NULL; ++w) free_window(&windows[w]);
    for (Py_ssize_t k = 0; k < ready_rows && rows != NULL; ++k) Py_XDECREF(rows[k]);
    PyMem_Free(windows);
    PyMem_Free(rows);
    PyMem_Free(buffer.keys);
    PyMem_Free(buffer.ids);
    Py_XDECREF(windows_fast);
    Py_XDECREF(segments_fast);
    PyMem_Free(chosen);
    if (status < 0) return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"set_all", set_all, METH_VARARGS,
     "set_all(models, sequence): make `sequence` the current sequence of every model, reading each string once."},
    {"set_parts", set_parts, METH_VARARGS,
     "set_parts(models, windows, segments, start, stop): make tokens start..stop-1 of a note the current sequence of "
     "every model. Token t's attributes are, in this order: for each (padded, positions, grams) of `windows`, for "
     "each (prefix, offset, n) of its grams, prefix + '|'.join(padded[p + offset : p + offset + n]) with p = "
     "positions[t], without joining the strings; then each string of rows[t] for each list of per-token tuples "
     "`rows` of `segments`."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "phiscrub.taggers._crfdecode", "Compiled decoding of CRFsuite models.", -1, module_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__crfdecode(void) {
    if (PyType_Ready(&ModelType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&ModelType);
    if (PyModule_AddObject(m, "Model", (PyObject *)&ModelType) < 0) {
        Py_DECREF(&ModelType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
