target_sources(headroom_core PRIVATE ggufreader.cpp ggufreader.h)
