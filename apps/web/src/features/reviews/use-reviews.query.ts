import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { reviewsData } from '@opentip/shared/schemas/reviews.schema';
import { apiRequest } from '@/app/api/api-client';

export interface ReviewFilters {
  rating: number | null;
  /** Whole UTC days, both included; '' for no bound. */
  from: string;
  withComment: boolean;
  /** A team the caller owns or administers; null for their own feedback. */
  teamId: string | null;
}

export function reviewsPath(filters: ReviewFilters, page: number): string {
  const query = new URLSearchParams({ page: String(page) });
  if (filters.rating) query.set('rating', String(filters.rating));
  if (filters.from) query.set('from', filters.from);
  if (filters.withComment) query.set('withComment', 'true');
  if (filters.teamId) query.set('teamId', filters.teamId);
  return `/transactionfeedback/reviews?${query}`;
}

/** GET /transactionfeedback/reviews, page after page ("Show more"). */
export function useReviewsQuery(filters: ReviewFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: ['reviews', filters],
    queryFn: async ({ pageParam }) =>
      (await apiRequest(reviewsPath(filters, pageParam), { schema: reviewsData })).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
