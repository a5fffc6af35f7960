// The translation unit headroom_pch_* targets compile their precompiled header with
// (cmake/HeadroomPch.cmake).
