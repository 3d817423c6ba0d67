sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1464.03 qps: 8810.17 (r/w/o: 0.00/5874.11/2936.06) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1241.09 qps: 7460.57 (r/w/o: 0.00/4978.38/2482.19) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1272.54 qps: 7628.24 (r/w/o: 0.00/5083.16/2545.08) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1621.63 qps: 9709.78 (r/w/o: 0.00/6469.52/3240.26) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1878.79 qps: 11290.71 (r/w/o: 0.00/7531.14/3759.57) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1553.12 qps: 9321.69 (r/w/o: 0.00/6214.46/3107.23) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1662.22 qps: 9969.34 (r/w/o: 0.00/6644.90/3324.45) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1889.03 qps: 11333.18 (r/w/o: 0.00/7556.12/3777.06) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1399.76 qps: 8392.54 (r/w/o: 0.00/5594.03/2798.51) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1307.59 qps: 7843.57 (r/w/o: 0.00/5229.38/2614.19) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1433.42 qps: 8607.51 (r/w/o: 0.00/5737.67/2869.84) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1725.19 qps: 10358.11 (r/w/o: 0.00/6907.74/3450.37) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1569.99 qps: 9415.91 (r/w/o: 0.00/6276.94/3138.97) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1561.03 qps: 9370.16 (r/w/o: 0.00/6247.10/3123.05) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1594.49 qps: 9571.94 (r/w/o: 0.00/6382.96/3188.98) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1388.33 qps: 8327.96 (r/w/o: 0.00/5551.31/2776.65) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1442.72 qps: 8646.31 (r/w/o: 0.00/5761.87/2884.44) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1418.33 qps: 8493.99 (r/w/o: 0.00/5661.33/2832.66) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1352.72 qps: 8138.34 (r/w/o: 0.00/5427.89/2710.44) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1548.30 qps: 9295.81 (r/w/o: 0.00/6199.21/3096.60) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1427.41 qps: 8542.47 (r/w/o: 0.00/5687.65/2854.82) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 892.35 qps: 5368.12 (r/w/o: 0.00/3583.41/1784.70) lat (ms,95%): 22.28 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1235.49 qps: 7420.95 (r/w/o: 0.00/4949.97/2470.99) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1554.64 qps: 9321.83 (r/w/o: 0.00/6212.55/3109.28) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1781.90 qps: 10695.38 (r/w/o: 0.00/7131.58/3563.79) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1792.87 qps: 10755.21 (r/w/o: 0.00/7169.47/3585.74) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1737.77 qps: 10426.63 (r/w/o: 0.00/6951.09/3475.54) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1921.68 qps: 11532.08 (r/w/o: 0.00/7688.72/3843.36) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1872.94 qps: 11239.65 (r/w/o: 0.00/7493.76/3745.88) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1851.53 qps: 11100.21 (r/w/o: 0.00/7397.14/3703.07) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 2076.70 qps: 12462.20 (r/w/o: 0.00/8309.80/4152.40) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 2013.98 qps: 12090.89 (r/w/o: 0.00/8061.93/4028.96) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 2087.04 qps: 12518.22 (r/w/o: 0.00/8344.14/4174.07) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 2079.11 qps: 12474.68 (r/w/o: 0.00/8316.45/4158.23) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1686.75 qps: 10124.47 (r/w/o: 0.00/6750.98/3373.49) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1557.87 qps: 9333.20 (r/w/o: 0.00/6217.47/3115.73) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1688.01 qps: 10141.09 (r/w/o: 0.00/6765.06/3376.03) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1723.50 qps: 10329.03 (r/w/o: 0.00/6883.02/3446.01) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1590.72 qps: 9551.30 (r/w/o: 0.00/6368.87/3182.44) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1680.60 qps: 10082.61 (r/w/o: 0.00/6721.40/3361.20) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1752.89 qps: 10521.32 (r/w/o: 0.00/7015.54/3505.77) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1770.74 qps: 10621.46 (r/w/o: 0.00/7079.97/3541.49) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1778.66 qps: 10675.98 (r/w/o: 0.00/7118.65/3557.33) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1584.94 qps: 9501.64 (r/w/o: 0.00/6331.76/3169.88) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1358.96 qps: 8146.73 (r/w/o: 0.00/5431.82/2714.91) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           291320
        other:                           145660
        total:                           436980
    transactions:                        72830  (1618.22 per sec.)
    queries:                             436980 (9709.34 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0058s
    total number of events:              72830

Latency (ms):
         min:                                    0.45
         avg:                                    4.94
         max:                                  158.90
         95th percentile:                        9.73
         sum:                               359773.28

Threads fairness:
    events (avg/stddev):           9103.7500/37.80
    execution time (avg/stddev):   44.9717/0.00

