import { createContext, useContext } from 'react'
import type { QueryClient } from '@tanstack/react-query'

// A client handed to AppProviders (tests give each render its own). Only a type here: react-query
// loads with the first part of a page that asks the server, not with the page itself.
export const GivenQueryClient = createContext<QueryClient | undefined>(undefined)

export const useGivenQueryClient = () => useContext(GivenQueryClient)
