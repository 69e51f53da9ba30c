import { type AdminPageDto, type CreateRecipeRequest, type RecipeDto, type AdminRecipesQuery } from '@chefs/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { getQueryFn } from '../query-fn';
import { adminListUrl } from './admin-list-url';

/** GET /api/admin/recipes?page=&pageSize=&status=&category=&q=: the recipes, drafts first. */
export function useAdminRecipes(query: AdminRecipesQuery = {}) {
  return useQuery({
    queryKey: [adminListUrl('/api/admin/recipes', query)],
    queryFn: getQueryFn<AdminPageDto<RecipeDto>>({ on401: 'throw' }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshRecipes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/admin/'),
      }),
      queryClient.invalidateQueries({ queryKey: ['/api/recipes'] }),
    ]);
}

/** PATCH /api/admin/recipes/:id/publish (409 when already published). */
export function usePublishRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RecipeDto>('PATCH', `/api/admin/recipes/${id}/publish`),
    onSuccess: refresh,
  });
}

/** POST /api/recipes: the Add Recipe dialog; 400 carries each field's message. */
export function useCreateRecipe() {
  const refresh = useRefreshRecipes();
  return useMutation({
    mutationFn: (body: CreateRecipeRequest) => apiRequest<RecipeDto>('POST', '/api/recipes', body),
    onSuccess: refresh,
  });
}
