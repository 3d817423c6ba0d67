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
@file btr/btr0frag.cc
How fragmented an index and its tablespace are
(INFORMATION_SCHEMA.INNODB_FRAGMENTATION).
*******************************************************/

#include "btr0frag.h"
#include "btr0btr.h"
#include "btr0defrag_sys.h"
#include "fsp0fsp.h"
#include "page0page.h"
#include "srv0srv.h"
#include "ha_prototypes.h"
#include <vector>

/** Keep every stride-th leaf page number of the level above the leaves,
doubling the stride whenever the sample is full, so that the pages kept
stay evenly spread however many there are. */
class btr_frag_sampler
{
public:
  /** @return the leaf pages seen */
  ulint n() const { return m_n; }
  /** @return the kept page numbers */
  const std::vector<uint32_t> &pages() const { return m_pages; }

  /** See a leaf page.
  @param page_no  its page number */
  void add(uint32_t page_no)
  {
    if (!(m_n++ % m_stride))
    {
      if (m_pages.size() == BTR_FRAG_SAMPLE)
      {
        for (size_t i= 0; 2 * i < m_pages.size(); i++)
          m_pages[i]= m_pages[2 * i];
        m_pages.resize(m_pages.size() / 2);
        m_stride*= 2;
        if ((m_n - 1) % m_stride)
          return;
      }
      m_pages.push_back(page_no);
    }
  }

private:
  /** leaf pages seen */
  ulint m_n= 0;
  /** keep one page of this many */
  ulint m_stride= 1;
  /** the kept page numbers */
  std::vector<uint32_t> m_pages;
};

/** Walk the level above the leaves and see every leaf page, without the
index latch: one page latched at a time, from the root down along the
leftmost node pointers, then left to right as a cursor does; at most
BTR_FRAG_WALK_MAX pages of that level.
@param index    the index
@param thd      the session, for KILL
@param sampler  where to see the leaf pages
@param all      out: whether every page of the level was read
@return error code */
static dberr_t btr_frag_walk_leaves(dict_index_t *index, THD *thd,
                                    btr_frag_sampler *sampler, bool *all)
{
  *all= true;
  mtr_t mtr;
  mtr.start();
  dberr_t err;
  buf_block_t *block= btr_root_block_get(index, RW_S_LATCH, &mtr, &err);
  if (!block)
  {
    mtr.commit();
    return err;
  }

  ulint level= btr_page_get_level(block->page.frame);
  if (!level)
  {
    sampler->add(block->page.id().page_no());
    mtr.commit();
    return DB_SUCCESS;
  }

  mem_heap_t *heap= nullptr;
  rec_offs offsets_[REC_OFFS_NORMAL_SIZE];
  rec_offs *offsets= offsets_;
  rec_offs_init(offsets_);

  for (ulint n_read= 0;; n_read++)
  {
    const page_t *page= block->page.frame;
    if (btr_page_get_level(page) != level)
    {
      /* a page merge or split moved the page meanwhile */
      err= DB_CORRUPTION;
      break;
    }
    const rec_t *rec= page_rec_get_next_const(page_get_infimum_rec(page));
    for (; rec && !page_rec_is_supremum(rec);
         rec= page_rec_get_next_const(rec))
    {
      offsets= rec_get_offsets(rec, index, offsets, 0, ULINT_UNDEFINED,
                               &heap);
      const uint32_t child= btr_node_ptr_get_child_page_no(rec, offsets);
      if (level > 1)
        break;
      sampler->add(child);
    }
    if (!rec)
    {
      err= DB_CORRUPTION;
      break;
    }

    uint32_t next;
    if (level > 1)
    {
      if (page_rec_is_supremum(rec))
      {
        err= DB_CORRUPTION;
        break;
      }
      next= btr_node_ptr_get_child_page_no(rec, offsets);
      level--;
    }
    else if ((next= btr_page_get_next(page)) == FIL_NULL)
      break;
    else if (n_read >= BTR_FRAG_WALK_MAX)
    {
      *all= false;
      break;
    }
    if (thd_kill_level(thd))
    {
      err= DB_INTERRUPTED;
      break;
    }

    /* Latch the next page, then release the current one */
    const ulint savepoint= mtr.get_savepoint();
    block= btr_block_get(*index, next, RW_S_LATCH, false, &mtr, &err);
    if (!block)
      break;
    mtr.rollback_to_savepoint(0, savepoint);
  }

  if (heap)
    mem_heap_free(heap);
  mtr.commit();
  return err;
}

/** S-latch a page of a tablespace unless a shrink has cut it off the file.
The size is checked and the page buffer-fixed (read if it must be) under
defrag_sys.cut_latch_of(), which a cut holds exclusively while it truncates
the file: a read past the end would report the file as corrupted. Under that
latch this waits only for a read of the page (its own, or another thread's
and then that thread's latch); the page latch is waited for after it.
@param space    the tablespace
@param page_no  the page number
@param mtr      mini-transaction, holding no page latch
@param err      out: error code; DB_SUCCESS when the page was cut off
@return the S-latched page; nullptr if it was cut off, freed or unreadable */
static const buf_block_t *fsp_frag_page_get(fil_space_t *space,
                                            uint32_t page_no, mtr_t *mtr,
                                            dberr_t *err)
{
  *err= DB_SUCCESS;
  const ulint savepoint= mtr->get_savepoint();
  srw_lock &latch= defrag_sys.cut_latch_of(space->id);
  latch.rd_lock(SRW_LOCK_CALL);
  buf_block_t *b= page_no < space->size
    ? buf_page_get_gen(page_id_t(space->id, page_no), space->zip_size(),
                       RW_NO_LATCH, nullptr, BUF_GET_POSSIBLY_FREED, mtr, err)
    : nullptr;
  latch.rd_unlock();
  if (!b)
    return nullptr;
  /* The buffer-fix keeps the page in the buffer pool, so no read of it can
  go past the end of the file. A cut meanwhile may have removed it: freed
  if the cut latched it, left as it was if it was a free page. */
  mtr->upgrade_buffer_fix(savepoint, RW_S_LATCH);
  if (page_no >= space->size)
    return nullptr;
  if (!b->page.is_freed())
    return b;
  *err= DB_CORRUPTION;
  return nullptr;
}

/** Measure the fragmentation of an index.
@param index  a committed B-tree index of a persistent table
@param m      out: the measure
@return error code */
dberr_t btr_frag_measure(dict_index_t *index, THD *thd,
                         btr_frag_index_t *m)
{
  *m= {};
  mtr_t mtr;
  mtr.start();
  /* The index latch is held across the root and its inode page only */
  mtr_s_lock_index(index, &mtr);
  dberr_t err;
  buf_block_t *root= btr_root_block_get(index, RW_S_LATCH, &mtr, &err);
  if (!root)
  {
    mtr.commit();
    return err;
  }
  uint32_t used;
  fseg_n_reserved_pages(*root, PAGE_HEADER + PAGE_BTR_SEG_LEAF +
                        root->page.frame, &used, &mtr);
  m->index_pages= used;
  const uint32_t leaf_seg_used= used;
  /* The root page is in the non-leaf segment, also when it is the only page */
  fseg_n_reserved_pages(*root, PAGE_HEADER + PAGE_BTR_SEG_TOP +
                        root->page.frame, &used, &mtr);
  m->index_pages+= used;
  mtr.commit();

  btr_frag_sampler sampler;
  bool all;
  err= btr_frag_walk_leaves(index, thd, &sampler, &all);
  if (err != DB_SUCCESS)
    return err;
  /* A walk cut short counts the pages that the leaf segment uses (BLOB
  pages too, in a clustered index) */
  m->leaf_pages= all ? sampler.n() : std::max<ulint>(sampler.n(),
                                                      leaf_seg_used);
  m->estimated= !all;

  /* Read the sampled leaf pages without the index latch; a page that was
  freed or reused meanwhile is left out. */
  ulint data= 0, recs= 0;
  for (uint32_t page_no : sampler.pages())
  {
    if (thd_kill_level(thd))
      return DB_INTERRUPTED;
    mtr.start();
    const buf_block_t *block=
      fsp_frag_page_get(index->table->space, page_no, &mtr, &err);
    if (block)
    {
      const page_t *page= block->page.frame;
      if (fil_page_index_page_check(page) && page_is_leaf(page) &&
          btr_page_get_index_id(page) == index->id)
      {
        data+= page_get_data_size(page);
        recs+= page_get_n_recs(page);
        m->sampled++;
      }
    }
    mtr.commit();
    /* A page freed meanwhile (a merge, a shrink's page move) or cut off the
    file is left out */
    if (err != DB_SUCCESS && err != DB_PAGE_CORRUPTED && err != DB_CORRUPTION)
      return err;
    err= DB_SUCCESS;
  }

  if (!m->sampled)
  {
    m->leaf_pages_after= m->leaf_pages;
    return DB_SUCCESS;
  }

  /* The target fill of a merged page, as btr_defragment_n_pages() has it */
  const double empty= double(page_get_free_space_of_empty(index->table->
                                                          not_redundant()));
  m->fill_pct= 100.0 * double(data) / (empty * double(m->sampled));
  const double all_data= double(data) * double(m->leaf_pages) /
    double(m->sampled);
  const double per_rec= recs ? double(data) / double(recs) : 0;
  const double target= empty -
    std::min(empty * (1 - srv_defragment_fill_factor),
             per_rec * srv_defragment_fill_factor_n_recs);
  const ulint after= ulint(std::ceil(all_data / target));
  m->leaf_pages_after= std::max<ulint>(1, std::min(after, m->leaf_pages));
  return DB_SUCCESS;
}

/** Measure the use of a tablespace from its extent descriptors.
@param space  a tablespace that the caller has acquired
@param m      out: the measure
@return error code */
dberr_t fsp_frag_measure(fil_space_t *space, fsp_frag_space_t *m)
{
  *m= {};
  const ulint zip_size= space->zip_size();
  mtr_t mtr;
  mtr.start();
  dberr_t err;
  const buf_block_t *descr_block=
    buf_page_get_gen(page_id_t(space->id, 0), zip_size, RW_S_LATCH, nullptr,
                     BUF_GET, &mtr, &err);
  if (!descr_block)
  {
    mtr.commit();
    return err;
  }
  m->size= fsp_header_get_field(descr_block->page.frame, FSP_SIZE);
  const uint32_t limit= m->limit=
    std::min(m->size, fsp_header_get_field(descr_block->page.frame,
                                           FSP_FREE_LIMIT));
  m->free_extents= (m->size - limit) / FSP_EXTENT_SIZE;

  for (uint32_t page= 0; page < limit; page+= FSP_EXTENT_SIZE)
  {
    if (page >= space->size)
      break; /* a shrink cut the file meanwhile */
    const uint32_t descr_page= xdes_calc_descriptor_page(zip_size, page);
    if (descr_page != descr_block->page.id().page_no())
    {
      /* no page is latched while fsp_frag_page_get() runs */
      mtr.release_last_page();
      descr_block= fsp_frag_page_get(space, descr_page, &mtr, &err);
      if (!descr_block)
        break; /* DB_SUCCESS: a shrink cut the file meanwhile */
    }
    const xdes_t *descr= descr_block->page.frame + XDES_ARR_OFFSET +
      XDES_SIZE * xdes_calc_descriptor_index(zip_size, page);
    uint32_t n= 0;
    for (uint32_t i= 0; i < FSP_EXTENT_SIZE && page + i < m->size; i++)
      if (!xdes_is_free(descr, i))
      {
        n++;
        m->last_used= page + i;
      }
    m->used+= n;
    if (!n)
      m->free_extents++;
  }
  mtr.commit();
  m->shrink_to= std::min(m->size, ut_calc_align(m->used, FSP_EXTENT_SIZE));
  return err;
}

/** @return whether a page is the extent descriptor or change buffer bitmap
page of its group of extents
@param space    the tablespace
@param page_no  page number */
static bool fsp_frag_fixed_page(const fil_space_t &space, uint32_t page_no)
{
  const uint32_t in_group= page_no % uint32_t(space.physical_size());
  return in_group == 0 || in_group == FSP_IBUF_BITMAP_OFFSET;
}

/** @return whether innodb_defragment_shrink can move a page
@param table  the table of the tablespace, with a metadata lock
@param page   the page frame */
static bool fsp_frag_movable(const dict_table_t &table, const page_t *page)
{
  if (!fil_page_index_page_check(page))
    return false; /* a BLOB, segment inode or other page */
  const index_id_t id= btr_page_get_index_id(page);
  for (const dict_index_t *index= dict_table_get_first_index(&table); index;
       index= dict_table_get_next_index(index))
    if (index->id == id)
      return index->is_btree() && !index->is_spatial() &&
        index->is_committed() && !dict_index_is_online_ddl(index) &&
        index->page != mach_read_from_4(page + FIL_PAGE_OFFSET);
  return false;
}

void fsp_frag_unmovable(dict_table_t *table, THD *thd, fsp_frag_space_t *m)
{
  fil_space_t *space= table->space;
  const ulint zip_size= space->zip_size();
  ulint n_read= 0, n_seen= 0;
  for (uint32_t page_no= m->last_used; page_no >= m->shrink_to && page_no;
       page_no--)
  {
    if (fsp_frag_fixed_page(*space, page_no))
      continue;
    /* at most FSP_FRAG_SHRINK_READS used pages read, and their descriptors
    looked at for as many extents */
    if (n_read >= FSP_FRAG_SHRINK_READS ||
        ++n_seen > FSP_FRAG_SHRINK_READS * FSP_EXTENT_SIZE ||
        thd_kill_level(thd))
    {
      m->shrink_estimated= true;
      return;
    }
    mtr_t mtr;
    mtr.start();
    dberr_t err;
    const buf_block_t *d=
      fsp_frag_page_get(space, xdes_calc_descriptor_page(zip_size, page_no),
                        &mtr, &err);
    const bool used= d &&
      !xdes_is_free(d->page.frame + XDES_ARR_OFFSET + XDES_SIZE *
                    xdes_calc_descriptor_index(zip_size, page_no),
                    page_no % FSP_EXTENT_SIZE);
    mtr.commit();
    if (!d)
      return;
    if (!used)
      continue;
    n_read++;
    DEBUG_SYNC(thd, "ib_frag_unmovable_page");
    mtr.start();
    const buf_block_t *b= fsp_frag_page_get(space, page_no, &mtr, &err);
    const bool stays= b && !fsp_frag_movable(*table, b->page.frame);
    mtr.commit();
    if (stays)
    {
      m->shrink_to= std::max(m->shrink_to,
                             ut_calc_align(page_no + 1,
                                           uint32_t{FSP_EXTENT_SIZE}));
      m->shrink_to= std::min(m->shrink_to, m->size);
      return;
    }
  }
}
