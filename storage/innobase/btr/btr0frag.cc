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
#include "fsp0fsp.h"
#include "page0page.h"
#include "srv0srv.h"
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

/** Walk the level above the leaves and see every leaf page.
@param index    the index
@param sampler  where to see the leaf pages
@return error code */
static dberr_t btr_frag_walk_leaves(dict_index_t *index,
                                    btr_frag_sampler *sampler)
{
  mtr_t mtr;
  mtr.start();
  mtr_s_lock_index(index, &mtr);
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

  /* Descend along the leftmost node pointers to the level above the leaves,
  then follow that level to the right, keeping one page latched. */
  for (;;)
  {
    const page_t *page= block->page.frame;
    if (btr_page_get_level(page) != level)
    {
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

    const ulint savepoint= mtr.get_savepoint();
    block= btr_block_get(*index, next, RW_S_LATCH, false, &mtr, &err);
    if (!block)
      break;
    mtr.rollback_to_savepoint(1, savepoint);
  }

  if (heap)
    mem_heap_free(heap);
  mtr.commit();
  return err;
}

/** Measure the fragmentation of an index.
@param index  a committed B-tree index of a persistent table
@param m      out: the measure
@return error code */
dberr_t btr_frag_measure(dict_index_t *index, btr_frag_index_t *m)
{
  *m= {};
  mtr_t mtr;
  mtr.start();
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
  /* The root page is in the non-leaf segment, also when it is the only page */
  fseg_n_reserved_pages(*root, PAGE_HEADER + PAGE_BTR_SEG_TOP +
                        root->page.frame, &used, &mtr);
  m->index_pages+= used;
  mtr.commit();

  btr_frag_sampler sampler;
  err= btr_frag_walk_leaves(index, &sampler);
  if (err != DB_SUCCESS)
    return err;
  m->leaf_pages= sampler.n();

  /* Read the sampled leaf pages without the index latch; a page that was
  freed or reused meanwhile is left out. */
  ulint data= 0, recs= 0;
  for (uint32_t page_no : sampler.pages())
  {
    /* A page that a shrink cut off is not read: that would flag the
    tablespace corrupted */
    if (page_no >= index->table->space->size)
      continue;
    mtr.start();
    buf_block_t *block=
      buf_page_get_gen(page_id_t(index->table->space_id, page_no),
                       index->table->space->zip_size(), RW_S_LATCH, nullptr,
                       BUF_GET_POSSIBLY_FREED, &mtr, &err);
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
    if (err != DB_SUCCESS && err != DB_PAGE_CORRUPTED)
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
  buf_block_t *header=
    buf_page_get_gen(page_id_t(space->id, 0), zip_size, RW_S_LATCH, nullptr,
                     BUF_GET, &mtr, &err);
  if (!header)
  {
    mtr.commit();
    return err;
  }
  m->size= fsp_header_get_field(header->page.frame, FSP_SIZE);
  const uint32_t limit= m->limit=
    std::min(m->size, fsp_header_get_field(header->page.frame,
                                           FSP_FREE_LIMIT));
  m->free_extents= (m->size - limit) / FSP_EXTENT_SIZE;

  const buf_block_t *descr_block= header;
  for (uint32_t page= 0; page < limit; page+= FSP_EXTENT_SIZE)
  {
    const uint32_t descr_page= xdes_calc_descriptor_page(zip_size, page);
    if (descr_page != descr_block->page.id().page_no())
    {
      if (descr_block != header)
        mtr.release_last_page();
      descr_block= buf_page_get_gen(page_id_t(space->id, descr_page),
                                    zip_size, RW_S_LATCH, nullptr, BUF_GET,
                                    &mtr, &err);
      if (!descr_block)
        break;
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
