'use client';

import { createSearchClient } from '@/lib/search/client';

/** One client per page load, so each locale's index is fetched once, whether from the dialog or the search page. */
export const searchClient = createSearchClient();
