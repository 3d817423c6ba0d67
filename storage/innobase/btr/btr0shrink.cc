/*****************************************************************************

Copyright (c) 2026, mariadb-ops developers.

This program is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free Software
Foundation; version 2 of the License.

This program is distributed in the hope that it will be useful, but WITHOUT
ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS
FOR A PARTICULAR PURPOSE. See the GNU General Public License for more details.

You should have received a copy of the GNU General Public License along with
this program; if not, write to the Free Software Foundation, Inc.,
51 Franklin Street, Fifth Floor, Boston, MA 02110-1335 USA

*****************************************************************************/

/**************************************************//**
@file btr/btr0shrink.cc
Give the free space of a file-per-table tablespace back to the file system.
@see btr0shrink.h
*******************************************************/

#include "btr0shrink.h"
#include "btr0btr.h"
#include "btr0cur.h"
#include "btr0defrag_sys.h"
#include "btr0frag.h"
#include "btr0sea.h"
#include "fsp0fsp.h"
#include "fut0lst.h"
#include "ibuf0ibuf.h"
#include "lock0lock.h"
#include "log.h"
#include "log0log.h"
#include "mtr0log.h"
#include "page0zip.h"
#include <vector>

/** A file segment of an index: where its inode is, and its id */
struct btr_shrink_seg
{
  /** the page and byte offset of the inode */
  uint32_t page;
  uint16_t offset;
  /** FSEG_ID */
  uint64_t id;
};

/** @return whether a page is one that the first extent of every group of
extents keeps in place: the extent descriptor or the change buffer bitmap
@param space    the tablespace
@param page_no  page number */
static bool btr_shrink_fixed_page(const fil_space_t &space, uint32_t page_no)
{
  const uint32_t in_group= page_no % uint32_t(space.physical_size());
  return in_group == 0 || in_group == FSP_IBUF_BITMAP_OFFSET;
}

/** @return the extent descriptor of a page in a latched descriptor page
@param space   the tablespace
@param block   the descriptor page of page_no
@param page_no page number */
static xdes_t *btr_shrink_descr(const fil_space_t &space,
                                const buf_block_t &block, uint32_t page_no)
{
  return block.page.frame + XDES_ARR_OFFSET +
    XDES_SIZE * xdes_calc_descriptor_index(space.zip_size(), page_no);
}

/** Latch the extent descriptor page of a page.
@param space    the tablespace
@param page_no  page number
@param mode     RW_S_LATCH or RW_SX_LATCH
@param mtr      mini-transaction
@param err      out: error code
@return the descriptor page, or nullptr */
static buf_block_t *btr_shrink_descr_page(const fil_space_t &space,
                                          uint32_t page_no,
                                          rw_lock_type_t mode, mtr_t *mtr,
                                          dberr_t *err)
{
  return buf_page_get_gen(page_id_t(space.id,
                                    xdes_calc_descriptor_page(space.zip_size(),
                                                              page_no)),
                          space.zip_size(), mode, nullptr, BUF_GET, mtr, err);
}

/** Read the segments of the indexes of a table from their roots.
@param table  the table
@param segs   out: the segments
@return error code */
static dberr_t btr_shrink_segments(dict_table_t *table,
                                   std::vector<btr_shrink_seg> *segs)
{
  for (dict_index_t *index= dict_table_get_first_index(table); index;
       index= dict_table_get_next_index(index))
  {
    if (!index->is_btree() || index->page == FIL_NULL)
      continue;
    mtr_t mtr;
    mtr.start();
    dberr_t err;
    buf_block_t *root= btr_root_block_get(index, RW_S_LATCH, &mtr, &err);
    if (!root)
    {
      mtr.commit();
      return err;
    }
    for (ulint h : {PAGE_HEADER + PAGE_BTR_SEG_LEAF,
                    PAGE_HEADER + PAGE_BTR_SEG_TOP})
    {
      const byte *header= root->page.frame + h;
      btr_shrink_seg seg{mach_read_from_4(header + FSEG_HDR_PAGE_NO),
                         mach_read_from_2(header + FSEG_HDR_OFFSET), 0};
      buf_block_t *inode=
        buf_page_get_gen(page_id_t(table->space_id, seg.page),
                         table->space->zip_size(), RW_S_LATCH, nullptr,
                         BUF_GET, &mtr, &err);
      if (!inode)
      {
        mtr.commit();
        return err;
      }
      seg.id= mach_read_from_8(inode->page.frame + seg.offset + FSEG_ID);
      /* both inodes are usually on the same page: no recursive S-latch */
      mtr.release_last_page();
      segs->push_back(seg);
    }
    mtr.commit();
  }
  return DB_SUCCESS;
}

/** @return the pages a file segment uses
@param seg  segment inode */
static uint32_t btr_shrink_seg_used(const byte *seg)
{
  uint32_t used= mach_read_from_4(seg + FSEG_NOT_FULL_N_USED) +
    FSP_EXTENT_SIZE * flst_get_len(seg + FSEG_FULL);
  for (ulint i= 0; i < FSEG_FRAG_ARR_N_SLOTS; i++)
    used+= mach_read_from_4(seg + FSEG_FRAG_ARR + i * FSEG_FRAG_SLOT_SIZE) !=
      FIL_NULL;
  return used;
}

/** Move a free extent of the tablespace to the free extents of a segment.
@param space   the tablespace, latched by mtr
@param inode   the segment inode page
@param offset  byte offset of the segment inode
@param first   the first page of an extent in the FSP_FREE list
@param mtr     mini-transaction
@param err     out: error code
@return whether the extent was moved */
static bool btr_shrink_take_extent(fil_space_t &space, buf_block_t &inode,
                                   uint16_t offset, uint32_t first,
                                   mtr_t *mtr, dberr_t *err)
{
  buf_block_t *header=
    buf_page_get_gen(page_id_t(space.id, 0), space.zip_size(), RW_SX_LATCH,
                     nullptr, BUF_GET, mtr, err);
  buf_block_t *descr_block= header
    ? btr_shrink_descr_page(space, first, RW_SX_LATCH, mtr, err) : nullptr;
  if (!descr_block)
    return false;
  xdes_t *descr= btr_shrink_descr(space, *descr_block, first);
  const uint16_t node= uint16_t(descr - descr_block->page.frame +
                                XDES_FLST_NODE);
  ut_ad(mach_read_from_4(descr + XDES_STATE) == XDES_FREE);
  *err= flst_remove(header, FSP_HEADER_OFFSET + FSP_FREE, descr_block, node,
                    space.free_limit, mtr);
  if (*err != DB_SUCCESS)
    return false;
  space.free_len--;
  mtr->write<1>(*descr_block, descr + XDES_STATE + 3, byte{XDES_FSEG});
  /* The extent may have belonged to this segment before it was freed */
  mtr->write<8,mtr_t::MAYBE_NOP>(*descr_block, descr + XDES_ID,
                                 mach_read_from_8(inode.page.frame + offset +
                                                  FSEG_ID));
  *err= flst_add_last(&inode, uint16_t(offset + FSEG_FREE), descr_block,
                      node, space.free_limit, mtr);
  return *err == DB_SUCCESS;
}

/** Find a free page nearer the start of the file that a page of an index
segment can be moved to: a free page of an extent of the segment, else a
free page of a fragment extent, else a free extent.
@param index   the index, latched exclusively
@param level   B-tree level of the page to move (0 = leaf segment)
@param limit   the page to move; only pages below it are of use
@param floor   in/out: the first extent that may have a free page; raised
               past the extents found full, so that the next search starts
               there (pages freed below it later are not looked for)
@param mtr     mini-transaction that holds the tablespace latch
@param err     out: error code
@return the page to allocate, or FIL_NULL */
static uint32_t btr_shrink_hint(dict_index_t *index, ulint level,
                                uint32_t limit, uint32_t *floor, mtr_t *mtr,
                                dberr_t *err)
{
  fil_space_t &space= *index->table->space;
  buf_block_t *root= btr_root_block_get(index, RW_SX_LATCH, mtr, err);
  if (!root)
    return FIL_NULL;
  const byte *header= root->page.frame + PAGE_HEADER +
    (level ? PAGE_BTR_SEG_TOP : PAGE_BTR_SEG_LEAF);
  buf_block_t *inode=
    buf_page_get_gen(page_id_t(space.id,
                               mach_read_from_4(header + FSEG_HDR_PAGE_NO)),
                     space.zip_size(), RW_SX_LATCH, nullptr, BUF_GET, mtr,
                     err);
  if (!inode)
    return FIL_NULL;
  const byte *seg= inode->page.frame +
    mach_read_from_2(header + FSEG_HDR_OFFSET);
  const uint64_t seg_id= mach_read_from_8(seg + FSEG_ID);
  ulint n_frag= 0;
  for (ulint i= 0; i < FSEG_FRAG_ARR_N_SLOTS; i++)
    n_frag+= mach_read_from_4(seg + FSEG_FRAG_ARR +
                              i * FSEG_FRAG_SLOT_SIZE) != FIL_NULL;

  uint32_t frag= FIL_NULL, free_extent= FIL_NULL;
  buf_block_t *descr_block= nullptr;
  bool full_so_far= true;
  for (uint32_t first= *floor; first < limit; first+= FSP_EXTENT_SIZE)
  {
    const uint32_t descr_page= xdes_calc_descriptor_page(space.zip_size(),
                                                         first);
    if (!descr_block || descr_block->page.id().page_no() != descr_page)
    {
      descr_block= btr_shrink_descr_page(space, first, RW_SX_LATCH, mtr,
                                         err);
      if (!descr_block)
        return FIL_NULL;
    }
    const xdes_t *descr= btr_shrink_descr(space, *descr_block, first);
    const uint32_t state= mach_read_from_4(descr + XDES_STATE);
    if (full_so_far)
    {
      bool full= state != XDES_FREE;
      for (uint32_t i= 0; full && i < FSP_EXTENT_SIZE; i++)
        full= !xdes_is_free(descr, i);
      if (full)
        *floor= first + FSP_EXTENT_SIZE;
      else
        full_so_far= false;
    }
    if (state == XDES_FREE)
    {
      if (free_extent == FIL_NULL)
        free_extent= first;
      continue;
    }
    if (state == XDES_FSEG ? mach_read_from_8(descr + XDES_ID) != seg_id
        : state != XDES_FREE_FRAG || frag != FIL_NULL)
      continue;
    for (uint32_t i= 0; i < FSP_EXTENT_SIZE && first + i < limit; i++)
      if (xdes_is_free(descr, i))
      {
        if (state == XDES_FSEG)
          return first + i;
        frag= first + i;
        break;
      }
  }
  if (frag != FIL_NULL && n_frag < FSEG_FRAG_ARR_N_SLOTS &&
      btr_shrink_seg_used(seg) < FSP_EXTENT_SIZE / 2)
    return frag;
  if (free_extent == FIL_NULL)
    return FIL_NULL;
  /* The segment has no free page below: give it the free extent, as
  fseg_fill_free_list() would, so that the hinted page is its own. */
  return btr_shrink_take_extent(space, *inode, uint16_t(seg -
                                                        inode->page.frame),
                                free_extent, mtr, err)
    ? free_extent : FIL_NULL;
}

/** Move a B-tree page (not the root) to a free page of its file segment
nearer the start of the file, in one mini-transaction.
@param index    the index of the page
@param page_no  the page
@param floor    see btr_shrink_hint()
@return error code
@retval DB_FAIL if there was no free page below it for it */
static dberr_t btr_shrink_move_page(dict_index_t *index, uint32_t page_no,
                                    uint32_t *floor)
{
  fil_space_t *space= index->table->space;
  mtr_t mtr;
  mtr.start();
  mtr.set_named_space(space);
  mtr_x_lock_index(index, &mtr);

  /* With the index latched exclusively no page changes its siblings or its
  parent. Peek at the page for them, then latch the path from the root to
  the parent and then the page and its siblings from left to right: the
  order in which readers, which do not take the index latch, latch pages. */
  dberr_t err;
  uint32_t prev, next;
  ulint level;
  mem_heap_t *heap= mem_heap_create(256);
  const dtuple_t *tuple;
  {
    /* A page that was freed (and maybe evicted, so that a read would
    return its stale contents) is free in its extent descriptor. Nothing
    can free a page of the index while the index is latched exclusively.
    The descriptor page is released before the index page is latched. */
    const ulint savepoint= mtr.get_savepoint();
    const buf_block_t *d= btr_shrink_descr_page(*space, page_no, RW_S_LATCH,
                                                &mtr, &err);
    const bool is_free= d &&
      xdes_is_free(btr_shrink_descr(*space, *d, page_no),
                   page_no % FSP_EXTENT_SIZE);
    mtr.rollback_to_savepoint(savepoint);
    if (!d || is_free)
    {
      mtr.commit();
      mem_heap_free(heap);
      return d ? DB_NOT_FOUND : err;
    }
    const buf_block_t *b=
      buf_page_get_gen(page_id_t(space->id, page_no), space->zip_size(),
                       RW_S_LATCH, nullptr, BUF_GET_POSSIBLY_FREED, &mtr,
                       &err);
    if (!b || b->page.is_freed() ||
        !fil_page_index_page_check(b->page.frame) ||
        btr_page_get_index_id(b->page.frame) != index->id ||
        page_no == index->page)
    {
      /* The page was freed or reused before the index was latched */
      mtr.commit();
      mem_heap_free(heap);
      return b ? DB_NOT_FOUND : err;
    }
    prev= btr_page_get_prev(b->page.frame);
    next= btr_page_get_next(b->page.frame);
    level= btr_page_get_level(b->page.frame);
    const rec_t *first= page_rec_get_next_const(
      page_get_infimum_rec(b->page.frame));
    if (!first || !page_rec_is_user_rec(first))
    {
      mtr.commit();
      mem_heap_free(heap);
      return DB_CORRUPTION;
    }
    tuple= dict_index_build_node_ptr(index, first, 0, heap, level);
    mtr.rollback_to_savepoint(savepoint);
  }
  const bool merge= !level && !index->is_clust();
  buf_block_t *prev_block= nullptr, *next_block= nullptr, *block, *new_block;
  buf_block_t *parent;
  rec_t *node_ptr;
  rec_offs *offsets;
  btr_cur_t cursor;
  uint32_t hint, new_no;

  cursor.page_cur.index= index;
  err= btr_cur_search_to_nth_level(level + 1, tuple, RW_X_LATCH, &cursor,
                                   &mtr);
  if (err != DB_SUCCESS)
    goto func_exit;
  parent= btr_cur_get_block(&cursor);
  node_ptr= btr_cur_get_rec(&cursor);
  offsets= rec_get_offsets(node_ptr, index, nullptr, 0, ULINT_UNDEFINED,
                           &heap);
  if (!page_rec_is_user_rec(node_ptr) ||
      btr_node_ptr_get_child_page_no(node_ptr, offsets) != page_no)
  {
    err= DB_CORRUPTION;
    goto func_exit;
  }

  if (prev != FIL_NULL &&
      !(prev_block= btr_block_get(*index, prev, RW_X_LATCH, merge, &mtr,
                                  &err)))
    goto func_exit;
  if (!(block= btr_block_get(*index, page_no, RW_X_LATCH, merge, &mtr, &err)))
    goto func_exit;
  if (next != FIL_NULL &&
      !(next_block= btr_block_get(*index, next, RW_X_LATCH, merge, &mtr,
                                  &err)))
    goto func_exit;
  if (btr_page_get_prev(block->page.frame) != prev ||
      btr_page_get_next(block->page.frame) != next ||
      (prev_block && btr_page_get_next(prev_block->page.frame) != page_no) ||
      (next_block && btr_page_get_prev(next_block->page.frame) != page_no))
  {
    err= DB_CORRUPTION;
    goto func_exit;
  }

  /* No fsp_reserve_free_extents(): it could extend the file. The page is
  taken from the free pages that are there, or not at all. */
  mtr.x_lock_space(space);
  hint= btr_shrink_hint(index, level, page_no, floor, &mtr, &err);
  if (hint == FIL_NULL)
  {
    if (err == DB_SUCCESS)
      err= DB_FAIL;
    goto func_exit;
  }
  new_block= btr_page_alloc(index, hint, FSP_NO_DIR, level, &mtr, &mtr, &err);
  if (!new_block)
  {
    if (err == DB_OUT_OF_FILE_SPACE)
      err= DB_FAIL;
    goto func_exit;
  }
  new_no= new_block->page.id().page_no();
  if (new_no >= page_no)
  {
    /* The segment took a page that is no nearer the start. It is not
    formatted yet: free it from the segment of the level, not by the level
    that btr_page_free() would read from it. */
    buf_block_t *root= btr_root_block_get(index, RW_SX_LATCH, &mtr, &err);
    if (root)
      err= fseg_free_page(root->page.frame + PAGE_HEADER +
                          (level ? PAGE_BTR_SEG_TOP : PAGE_BTR_SEG_LEAF),
                          space, new_no, &mtr, true);
    if (err == DB_SUCCESS)
      err= DB_FAIL;
    goto func_exit;
  }

  /* Copy the page byte for byte, but for its page number, checksum and
  LSN: every record keeps its heap number. */
  memcpy_aligned<8>(new_block->page.frame + FIL_PAGE_PREV,
                    block->page.frame + FIL_PAGE_PREV,
                    FIL_PAGE_LSN - FIL_PAGE_PREV);
  memcpy_aligned<2>(new_block->page.frame + FIL_PAGE_TYPE,
                    block->page.frame + FIL_PAGE_TYPE,
                    srv_page_size - FIL_PAGE_DATA_END - FIL_PAGE_TYPE);
  mtr.memcpy(*new_block, FIL_PAGE_PREV, FIL_PAGE_LSN - FIL_PAGE_PREV);
  mtr.memcpy(*new_block, FIL_PAGE_TYPE,
             srv_page_size - FIL_PAGE_DATA_END - FIL_PAGE_TYPE);

  if (prev_block)
    btr_page_set_next(prev_block, new_no, &mtr);
  if (next_block)
    btr_page_set_prev(next_block, new_no, &mtr);
  {
    const ulint offs= rec_offs_data_size(offsets);
    if (parent->page.zip.data)
      page_zip_write_node_ptr(parent, node_ptr, offs, new_no, &mtr);
    else
      mtr.write<4>(*parent, node_ptr + offs - REC_NODE_PTR_SIZE, new_no);
  }

  if (!level)
  {
    lock_move_rec_list_end(new_block, block,
                           page_get_infimum_rec(block->page.frame));
    lock_update_copy_and_discard(*new_block, block->page.id());
    if (merge)
      ibuf_reset_free_bits(new_block);
  }
  btr_search_drop_page_hash_index(block, false);
  err= btr_page_free(index, block, &mtr, false, true);

func_exit:
  mtr.commit();
  mem_heap_free(heap);
  return err;
}

/** What to do instead, appended to every refusal */
#define SHRINK_OFF_HINT \
  "; SET SESSION innodb_defragment_shrink=OFF defragments it without shrinking"

const char *btr_shrink_refusal(const dict_table_t &table)
{
  if (!table.space_id || table.is_temporary())
    return "only a file-per-table tablespace can shrink" SHRINK_OFF_HINT;
  if (table.space && table.space->zip_size())
    return "ROW_FORMAT=COMPRESSED tablespaces cannot shrink yet" SHRINK_OFF_HINT;
  if (table.space && table.space->is_compressed())
    return "PAGE_COMPRESSED tablespaces cannot shrink" SHRINK_OFF_HINT;
  if (table.space && table.space->crypt_data &&
      table.space->crypt_data->should_encrypt())
    return "encrypted tablespaces cannot shrink" SHRINK_OFF_HINT;
  return nullptr;
}

dberr_t btr_shrink_t::start(dict_table_t *table)
{
  /* A walk again after a cut that found pages taken keeps the counts */
  const btr_shrink_t kept= *this;
  *this= {};
  moved= kept.moved;
  freed= kept.freed;
  cuts= kept.cuts;
  fsp_frag_space_t m;
  dberr_t err= fsp_frag_measure(table->space, &m);
  if (err != DB_SUCCESS)
    return err;
  size_start= kept.size_start ? kept.size_start : m.size;
  target= std::max<uint32_t>(m.shrink_to, FSP_EXTENT_SIZE);
  next= m.limit ? m.limit - 1 : 0;
  if (next < target)
    next= UINT32_MAX;
  return DB_SUCCESS;
}

/** Read a page into the buffer pool without the index latch, so that a
move that needs it next finds it there and does not hold the index latch
exclusively across a disk read of it.
@param space    the tablespace
@param page_no  the page, or FIL_NULL */
static void btr_shrink_preread(const fil_space_t &space, uint32_t page_no)
{
  if (page_no == FIL_NULL || page_no >= space.size_in_header)
    return;
  mtr_t mtr;
  mtr.start();
  dberr_t err;
  const buf_block_t *block=
    buf_page_get_gen(page_id_t(space.id, page_no), space.zip_size(),
                     RW_S_LATCH, nullptr, BUF_GET_POSSIBLY_FREED, &mtr, &err);
  /* a page that was freed or cannot be read is left to the move */
  static_cast<void>(block);
  mtr.commit();
}

dberr_t btr_shrink_t::step(dict_table_t *table, ulint n_pages)
{
  fil_space_t *space= table->space;
  buf_block_t *descr_block= nullptr;
  mtr_t mtr;
  dberr_t err= DB_SUCCESS;
  for (ulint n= 0; n < n_pages && !walked(); )
  {
    const uint32_t page_no= next--;
    if (btr_shrink_fixed_page(*space, page_no))
      continue;
    mtr.start();
    descr_block= btr_shrink_descr_page(*space, page_no, RW_S_LATCH, &mtr,
                                       &err);
    const bool used= descr_block &&
      !xdes_is_free(btr_shrink_descr(*space, *descr_block, page_no),
                    page_no % FSP_EXTENT_SIZE);
    /* an index page is never latched after a descriptor page */
    mtr.commit();
    index_id_t index_id= 0;
    uint16_t type= 0;
    uint32_t prev= FIL_NULL, next= FIL_NULL;
    if (used)
    {
      mtr.start();
      const buf_block_t *b=
        buf_page_get_gen(page_id_t(space->id, page_no), space->zip_size(),
                         RW_S_LATCH, nullptr, BUF_GET_POSSIBLY_FREED, &mtr,
                         &err);
      if (b)
      {
        type= fil_page_get_type(b->page.frame);
        if (fil_page_index_page_check(b->page.frame))
        {
          index_id= btr_page_get_index_id(b->page.frame);
          prev= btr_page_get_prev(b->page.frame);
          next= btr_page_get_next(b->page.frame);
        }
      }
      mtr.commit();
    }
    if (err != DB_SUCCESS)
      return err;
    if (!used)
      continue;
    n++;

    dict_index_t *index= dict_table_get_first_index(table);
    while (index && index->id != index_id)
      index= dict_table_get_next_index(index);
    if (!index || !index->is_btree() || index->is_spatial() ||
        page_no == index->page || !index->is_committed() ||
        dict_index_is_online_ddl(index))
    {
      /* A BLOB page, a segment inode page or a root stays put, and so
      does a page of an index that an online ALTER TABLE is building: its
      bulk load holds pages without the index latch. */
      if (page_no > stuck)
      {
        stuck= page_no;
        stuck_why= type == FIL_PAGE_TYPE_BLOB || type == FIL_PAGE_TYPE_ZBLOB ||
          type == FIL_PAGE_TYPE_ZBLOB2 ? "a BLOB page"
          : type == FIL_PAGE_INODE ? "a file segment inode page"
          : !index ? "a page of no index"
          : !index->is_committed() || dict_index_is_online_ddl(index)
          ? "a page of an index that ALTER TABLE is building"
          : "an index root or SPATIAL index page";
      }
      continue;
    }
    ut_ad(type == FIL_PAGE_INDEX);
    /* The move latches the siblings with the index latched exclusively:
    read them first without it (on a table far larger than the buffer
    pool they are seldom there: the walk goes from the end of the file). */
    btr_shrink_preread(*space, prev);
    btr_shrink_preread(*space, next);
    /* a move logs a whole page: make room in the log before each one */
    log_free_check();
    err= btr_shrink_move_page(index, page_no, &floor);
    if (err == DB_SUCCESS)
      moved++;
    else if (err == DB_NOT_FOUND)
      err= DB_SUCCESS;
    else if (err == DB_FAIL)
    {
      if (page_no > stuck)
      {
        stuck= page_no;
        stuck_why= "an index page whose file segment had no free page below";
      }
      err= DB_SUCCESS;
    }
    else
      return err;
  }
  return err;
}

/** Find the size that one bounded cut can bring a tablespace to.
@param space    the tablespace, latched exclusively by mtr
@param size     FSP_SIZE
@param limit    FSP_FREE_LIMIT, at most size
@param max_ext  most extents to cut
@param mtr      mini-transaction
@param more     out: whether the extents below the result may be free too
@param err      out: error code
@return the new size (whole extents), or size if nothing can be cut */
static uint32_t btr_shrink_cut_to(const fil_space_t &space, uint32_t size,
                                  uint32_t limit, uint32_t max_ext,
                                  mtr_t *mtr, bool *more, dberr_t *err)
{
  *more= false;
  const uint32_t top= ut_calc_align(size, uint32_t{FSP_EXTENT_SIZE});
  const uint32_t span= max_ext * uint32_t{FSP_EXTENT_SIZE};
  const uint32_t low= top > span + FSP_EXTENT_SIZE
    ? top - span : uint32_t{FSP_EXTENT_SIZE};
  /* Look at the extents from the end down to low for the last used page,
  other than the fixed pages of the first extent of a group. */
  for (uint32_t first= top; first > low; )
  {
    first-= FSP_EXTENT_SIZE;
    if (first >= limit)
      continue;
    const buf_block_t *descr_block=
      btr_shrink_descr_page(space, first, RW_SX_LATCH, mtr, err);
    if (!descr_block)
      return size;
    const xdes_t *descr= btr_shrink_descr(space, *descr_block, first);
    for (uint32_t i= FSP_EXTENT_SIZE; i--; )
      if (first + i < limit && !xdes_is_free(descr, i) &&
          !btr_shrink_fixed_page(space, first + i))
        return std::min(size, first + FSP_EXTENT_SIZE);
  }
  *more= low > FSP_EXTENT_SIZE;
  return low < size ? low : size;
}

/** Check that an extent that a cut removes can be detached from its list,
and latch the pages that detaching it writes, before anything is written.
@param space    the tablespace, latched exclusively by mtr
@param first    the first page of the extent, below limit
@param limit    FSP_FREE_LIMIT
@param segs     the file segments of the indexes of the table
@param mtr      mini-transaction
@param err      out: error code
@return whether the extent can be detached */
static bool btr_shrink_check_extent(const fil_space_t &space, uint32_t first,
                                    uint32_t limit,
                                    const std::vector<btr_shrink_seg> &segs,
                                    mtr_t *mtr, dberr_t *err)
{
  DBUG_EXECUTE_IF("ib_shrink_cut_read_error",
                  if (first + FSP_EXTENT_SIZE >= limit)
                  {
                    *err= DB_CORRUPTION;
                    return false;
                  });
  buf_block_t *descr_block=
    btr_shrink_descr_page(space, first, RW_SX_LATCH, mtr, err);
  if (!descr_block)
    return false;
  const xdes_t *descr= btr_shrink_descr(space, *descr_block, first);
  const uint32_t state= mach_read_from_4(descr + XDES_STATE);
  for (uint32_t i= 0; i < FSP_EXTENT_SIZE; i++)
    if (!xdes_is_free(descr, i) && !btr_shrink_fixed_page(space, first + i))
      return false;
  const btr_shrink_seg *seg= nullptr;
  switch (state) {
  case XDES_FREE:
  case XDES_FREE_FRAG:
    break;
  case XDES_FSEG:
    for (const btr_shrink_seg &s : segs)
      if (s.id == mach_read_from_8(descr + XDES_ID))
        seg= &s;
    if (!seg)
      /* a segment that is not of an index of the table */
      return false;
    if (!buf_page_get_gen(page_id_t(space.id, seg->page), space.zip_size(),
                          RW_SX_LATCH, nullptr, BUF_GET, mtr, err))
      return false;
    break;
  default:
    return false;
  }
  /* The neighbours in the list: flst_remove() writes to them. */
  for (const fil_addr_t a : {flst_get_prev_addr(descr + XDES_FLST_NODE),
                             flst_get_next_addr(descr + XDES_FLST_NODE)})
  {
    if (a.page == FIL_NULL)
      continue;
    if (a.page >= limit || a.boffset < FIL_PAGE_DATA ||
        a.boffset >= space.physical_size() - FIL_PAGE_DATA_END)
    {
      *err= DB_CORRUPTION;
      return false;
    }
    if (!buf_page_get_gen(page_id_t(space.id, a.page), space.zip_size(),
                          RW_SX_LATCH, nullptr, BUF_GET, mtr, err))
      return false;
  }
  return true;
}

/** Detach an extent that a cut removes from its list, and reset its
descriptor if that stays in the file. btr_shrink_check_extent() latched
every page that this writes.
@param space     the tablespace, latched exclusively by mtr
@param header    page 0
@param first     the first page of the extent, below limit
@param limit     FSP_FREE_LIMIT
@param new_size  the size after the cut
@param segs      the file segments of the indexes of the table
@param mtr       mini-transaction
@return error code */
static dberr_t btr_shrink_detach_extent(const fil_space_t &space,
                                        buf_block_t *header, uint32_t first,
                                        uint32_t limit, uint32_t new_size,
                                        const std::vector<btr_shrink_seg>
                                        &segs, mtr_t *mtr)
{
  dberr_t err= DB_SUCCESS;
  buf_block_t *descr_block=
    btr_shrink_descr_page(space, first, RW_SX_LATCH, mtr, &err);
  if (!descr_block)
    return err;
  xdes_t *descr= btr_shrink_descr(space, *descr_block, first);
  const uint16_t node= uint16_t(descr - descr_block->page.frame +
                                XDES_FLST_NODE);
  switch (mach_read_from_4(descr + XDES_STATE)) {
  case XDES_FREE:
    err= flst_remove(header, FSP_HEADER_OFFSET + FSP_FREE, descr_block,
                     node, limit, mtr);
    break;
  case XDES_FREE_FRAG:
  {
    err= flst_remove(header, FSP_HEADER_OFFSET + FSP_FREE_FRAG,
                     descr_block, node, limit, mtr);
    uint32_t n_fixed= 0;
    for (uint32_t i= 0; i < FSP_EXTENT_SIZE; i++)
      n_fixed+= !xdes_is_free(descr, i);
    byte *n_used= FSP_HEADER_OFFSET + FSP_FRAG_N_USED + header->page.frame;
    mtr->write<4>(*header, n_used, mach_read_from_4(n_used) - n_fixed);
    break;
  }
  default:
    for (const btr_shrink_seg &seg : segs)
      if (seg.id == mach_read_from_8(descr + XDES_ID))
      {
        buf_block_t *inode=
          buf_page_get_gen(page_id_t(space.id, seg.page), space.zip_size(),
                           RW_SX_LATCH, nullptr, BUF_GET, mtr, &err);
        if (inode)
          err= flst_remove(inode, uint16_t(seg.offset + FSEG_FREE),
                           descr_block, node, limit, mtr);
        break;
      }
  }
  if (err == DB_SUCCESS && descr_block->page.id().page_no() < new_size)
    mtr->memset(descr_block, uint16_t(descr - descr_block->page.frame),
                XDES_SIZE, 0);
  return err;
}

dberr_t btr_shrink_t::cut(dict_table_t *table, uint32_t max_extents)
{
  DBUG_EXECUTE_IF("ib_shrink_cut_one_extent", max_extents= 1;);
  max_extents= std::max(1U, std::min(max_extents, BTR_SHRINK_CUT_MAX_EXTENTS));
  fil_space_t *space= table->space;
  std::vector<btr_shrink_seg> segs;
  dberr_t err= btr_shrink_segments(table, &segs);
  if (err != DB_SUCCESS)
    return err;

  /* The file stays open until it is truncated (innodb_open_files would
  let another thread close it), and INNODB_FRAGMENTATION looks up no page of
  it while it is cut */
  struct cut_guard
  {
    fil_space_t *const space;
    srw_lock &latch;
    cut_guard(fil_space_t *s, srw_lock &l) :
      space(s->acquire() ? s : nullptr), latch(l)
    { latch.wr_lock(SRW_LOCK_CALL); }
    ~cut_guard() { latch.wr_unlock(); if (space) space->release(); }
  } guard{space, defrag_sys.cut_latch_of(space->id)};
  if (!guard.space)
    return DB_TABLESPACE_NOT_FOUND;
  mtr_t mtr;
  mtr.start();
  mtr.set_named_space(space);
  mtr.x_lock_space(space);
  buf_block_t *header=
    buf_page_get_gen(page_id_t(space->id, 0), space->zip_size(), RW_SX_LATCH,
                     nullptr, BUF_GET, &mtr, &err);
  if (!header)
  {
    mtr.commit();
    return err;
  }
  const uint32_t size= fsp_header_get_field(header->page.frame, FSP_SIZE);
  const uint32_t limit= std::min(size, fsp_header_get_field(header->page.frame,
                                                            FSP_FREE_LIMIT));
  bool more;
  uint32_t new_size= btr_shrink_cut_to(*space, size, limit, max_extents,
                                       &mtr, &more, &err);
  if (err != DB_SUCCESS)
  {
    mtr.commit();
    return err;
  }

  /* Check every extent that goes away, and latch every page that detaching
  it writes, before anything is written: an error (a page that cannot be
  read) leaves the file as it was. The cut stops above an extent that
  cannot go (a page allocated meanwhile, a segment of no index). */
  for (uint32_t first= std::min(limit, new_size); first < limit; )
  {
    if (btr_shrink_check_extent(*space, first, limit, segs, &mtr, &err))
    {
      first+= FSP_EXTENT_SIZE;
      continue;
    }
    if (err != DB_SUCCESS)
    {
      mtr.commit();
      return err;
    }
    new_size= first + FSP_EXTENT_SIZE;
    more= false;
    first= new_size;
  }
  if (new_size >= size)
  {
    /* nothing (more) to cut */
    size_end= size;
    mtr.commit();
    return DB_SUCCESS;
  }

  /* From here on every page that is written is latched and was checked:
  flst_remove() can only fail on a list that was corrupted already. */
  for (uint32_t first= new_size; first < limit; first+= FSP_EXTENT_SIZE)
    if ((err= btr_shrink_detach_extent(*space, header, first, limit, new_size,
                                       segs, &mtr)) != DB_SUCCESS)
    {
      sql_print_error("InnoDB: shrink of %s: the list of extent %u is"
                      " corrupted (%s)", table->name.m_name, first,
                      ut_strerr(err));
      mtr.commit();
      return DB_CORRUPTION;
    }

  /* Latch the fixed pages that go away, so that they are not written
  after the file is truncated; commit_shrink() frees them, which takes an
  X latch (a descriptor page latched SX above is upgraded). */
  const uint32_t group= uint32_t(space->physical_size());
  for (uint32_t page= ut_calc_align(new_size, group); page < size;
       page+= group)
    for (uint32_t p : {page, page + FSP_IBUF_BITMAP_OFFSET})
      if (!buf_page_get_gen(page_id_t(space->id, p), space->zip_size(),
                            RW_X_LATCH, nullptr, BUF_GET_POSSIBLY_FREED,
                            &mtr, &err) && err != DB_SUCCESS)
        err= DB_SUCCESS;
  DBUG_EXECUTE_IF("ib_shrink_cut_group_sleep",
                  if (ut_calc_align(new_size, group) < size)
                    my_sleep(2000000););

  mtr.write<4>(*header, FSP_HEADER_OFFSET + FSP_SIZE + header->page.frame,
               new_size);
  if (limit > new_size)
    mtr.write<4>(*header, FSP_HEADER_OFFSET + FSP_FREE_LIMIT +
                 header->page.frame, new_size);
  space->size_in_header= new_size;
  space->free_limit= std::min(space->free_limit, new_size);
  space->free_len= flst_get_len(FSP_HEADER_OFFSET + FSP_FREE +
                                header->page.frame);
  /* The last record: recovery discards every older record of the pages
  that go away, including those of this mini-transaction. */
  mtr.trim_pages(page_id_t(space->id, new_size));
  mtr.commit_shrink(*space, new_size);
  freed+= size - new_size;
  cuts++;
  if (!more)
    size_end= new_size;
  return DB_SUCCESS;
}
