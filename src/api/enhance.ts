// Loads every enhance file once, so the cache tags apply before any endpoint is used.
import './users.enhance';
import './password.enhance';
